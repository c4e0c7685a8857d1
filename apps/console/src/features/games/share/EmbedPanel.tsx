import { copyText } from '@playdesk/ui/clipboard';
import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { useSession } from '../../../session/hooks';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { ColorField } from '../../../ui/ColorField';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Segmented } from '../../../ui/Segmented';
import { Select } from '../../../ui/Select';
import { CopyIcon } from '../controls';
import { DEFAULT_EMBED, embedCode, embedProblems, LIMITS, previewUrl } from './embed-snippets';
import type { ButtonPosition, EmbedMode, EmbedOptions, PopupTrigger } from './embed-snippets';
import { richText, useT } from '../../../i18n/i18n';

/** The modes in the order the panel offers them (`games.embed.mode.*`, `games.embed.hint.*`). */
const MODES: readonly EmbedMode[] = ['inline', 'popup', 'button', 'bar'];

/** Enter in these fields must not submit the game editor's form around them. */
const noSubmit = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * "Embed on your site": the snippet for each way of showing the game on the business's own site
 * (inline, popup, floating button, notification bar), with its options, a live preview of the
 * real runtime, and Copy.
 */
export function EmbedPanel({ publicId, name }: { publicId: string; name: string }) {
  const t = useT();
  const origin = window.location.origin;
  const account = useSession((s) => s.user?.current_account.public_id ?? '');
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED);
  const set = (change: Partial<EmbedOptions>) => setOptions((o) => ({ ...o, ...change }));
  const problems = embedProblems(options);
  const valid = Object.keys(problems).length === 0;
  const buttonText = name.trim()
    ? t('game-content.embed.play', { name: name.trim() })
    : t('game-content.embed.play_any');
  const code = valid ? embedCode(origin, options, publicId, account, name, buttonText) : '';
  const codeId = useId();

  // The preview follows the options once they have settled (no reload on every keystroke).
  const wanted = valid ? previewUrl(origin, options, publicId, account) : null;
  const [preview, setPreview] = useState(wanted);
  useEffect(() => {
    if (!wanted) return;
    const timer = window.setTimeout(() => setPreview(wanted), 500);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const copy = async () => {
    if (await copyText(code)) toast.success(t('games.embed.copied'));
    else toast.warning(t('games.embed.copy_failed'));
  };

  return (
    <Card id="embed" className="scroll-mt-40" data-testid="embed-panel">
      <CardHeader title={t('games.embed.title')} description={t('games.embed.description')} />
      <CardBody className="space-y-5">
        <Segmented
          label={t('games.embed.how')}
          value={options.mode}
          options={MODES.map((mode) => ({ value: mode, label: t(`games.embed.mode.${mode}`) }))}
          onChange={(mode) => set({ mode })}
          size="sm"
          className="flex-wrap"
          testId="embed-mode"
        />
        <p className="text-sm text-slate-600">{t(`games.embed.hint.${options.mode}`)}</p>

        {options.mode === 'inline' ? (
          <Field
            label={t('games.embed.element')}
            error={problems.targetId}
            hint={t('games.embed.element_hint')}
          >
            {(props) => (
              <Input
                {...props}
                value={options.targetId}
                maxLength={LIMITS.targetId}
                onKeyDown={noSubmit}
                onChange={(e) => set({ targetId: e.target.value })}
                className="font-mono"
              />
            )}
          </Field>
        ) : null}

        {options.mode === 'popup' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('games.embed.also_open')}>
              {(props) => (
                <Select
                  {...props}
                  value={options.trigger}
                  onChange={(e) => set({ trigger: e.target.value as PopupTrigger })}
                >
                  <option value="click">{t('games.embed.trigger.click')}</option>
                  <option value="after">{t('games.embed.trigger.after')}</option>
                  <option value="scroll">{t('games.embed.trigger.scroll')}</option>
                  <option value="exit">{t('games.embed.trigger.exit')}</option>
                </Select>
              )}
            </Field>
            {options.trigger === 'after' ? (
              <Field label={t('games.embed.seconds')} error={problems.seconds}>
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={0}
                    max={LIMITS.seconds}
                    value={Number.isNaN(options.seconds) ? '' : options.seconds}
                    onKeyDown={noSubmit}
                    onChange={(e) => set({ seconds: e.target.valueAsNumber })}
                  />
                )}
              </Field>
            ) : null}
            {options.trigger === 'scroll' ? (
              <Field label={t('games.embed.scrolled')} error={problems.percent}>
                {(props) => (
                  <Input
                    {...props}
                    type="number"
                    min={1}
                    max={100}
                    value={Number.isNaN(options.percent) ? '' : options.percent}
                    onKeyDown={noSubmit}
                    onChange={(e) => set({ percent: e.target.valueAsNumber })}
                  />
                )}
              </Field>
            ) : null}
          </div>
        ) : null}

        {options.mode === 'button' ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('games.embed.label')} error={problems.label}>
              {(props) => (
                <Input
                  {...props}
                  value={options.label}
                  maxLength={LIMITS.label}
                  onKeyDown={noSubmit}
                  onChange={(e) => set({ label: e.target.value })}
                />
              )}
            </Field>
            <ColorField
              label={t('games.embed.colour')}
              value={options.color}
              error={problems.color}
              onChange={(color) => set({ color })}
            />
            <Field label={t('games.embed.corner')}>
              {(props) => (
                <Select
                  {...props}
                  value={options.position}
                  onChange={(e) => set({ position: e.target.value as ButtonPosition })}
                >
                  <option value="bottom-right">{t('games.embed.bottom_right')}</option>
                  <option value="bottom-left">{t('games.embed.bottom_left')}</option>
                </Select>
              )}
            </Field>
          </div>
        ) : null}

        {options.mode === 'bar' ? (
          <p className="text-sm text-slate-600">
            {richText(
              t,
              'games.embed.bar',
              {},
              {
                page: (
                  <Link
                    to={pathTo('NotificationBar')}
                    className="font-medium text-primary-700 underline hover:text-primary-800"
                  >
                    {t('games.embed.bar_page')}
                  </Link>
                ),
              },
            )}
          </p>
        ) : null}

        <div className="space-y-1.5">
          <div className="flex items-end justify-between gap-2">
            <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
              {t('games.embed.snippet')}
            </label>
            <Button
              variant="ghost"
              size="sm"
              icon={<CopyIcon />}
              disabled={!valid}
              onClick={() => void copy()}
            >
              {t('games.embed.copy')}
            </Button>
          </div>
          <textarea
            id={codeId}
            readOnly
            value={code}
            rows={6}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-slate-900 px-3 py-2.5 font-mono text-xs leading-5 text-slate-100 focus:border-primary-500 focus:ring-2 focus:ring-primary-200 focus:outline-none"
            data-testid="embed-snippet"
            spellCheck={false}
          />
          <p className="text-xs text-slate-500">{t('games.embed.snippet_hint')}</p>
        </div>

        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">{t('games.embed.preview')}</p>
          {preview ? (
            <iframe
              key={preview}
              src={preview}
              title={t('games.embed.preview_title')}
              className="block h-[28rem] w-full rounded-lg border border-slate-200 bg-slate-50"
              data-testid="embed-preview"
            />
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
