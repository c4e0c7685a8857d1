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

const MODES: { value: EmbedMode; label: string }[] = [
  { value: 'inline', label: 'Inline' },
  { value: 'popup', label: 'Popup' },
  { value: 'button', label: 'Floating button' },
  { value: 'bar', label: 'Notification bar' },
];

const HINTS: Record<EmbedMode, string> = {
  inline:
    'The game appears in the element where you paste the code and grows to fit it; it loads when a visitor scrolls near it.',
  popup:
    'Any element with data-playdesk-game opens the game over your page. Automatic popups show at most once a day per visitor.',
  button: 'A round button stays in a corner of every page with this code and opens the game.',
  bar: 'Your notification bar, as set on the Notification bar page, shows on every page with this code while it is live.',
};

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
  const origin = window.location.origin;
  const account = useSession((s) => s.user?.current_account.public_id ?? '');
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED);
  const set = (change: Partial<EmbedOptions>) => setOptions((o) => ({ ...o, ...change }));
  const problems = embedProblems(options);
  const valid = Object.keys(problems).length === 0;
  const code = valid ? embedCode(origin, options, publicId, account, name) : '';
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
    if (await copyText(code)) toast.success('Snippet copied.');
    else toast.warning('Could not copy. Select the snippet and copy it yourself.');
  };

  return (
    <Card id="embed" className="scroll-mt-40" data-testid="embed-panel">
      <CardHeader
        title="Embed on your site"
        description="Paste one snippet into your website: the game inline, as a popup, behind a floating button, or your notification bar."
      />
      <CardBody className="space-y-5">
        <Segmented
          label="How the game shows on your site"
          value={options.mode}
          options={MODES}
          onChange={(mode) => set({ mode })}
          size="sm"
          className="flex-wrap"
          testId="embed-mode"
        />
        <p className="text-sm text-slate-600">{HINTS[options.mode]}</p>

        {options.mode === 'inline' ? (
          <Field
            label="Element id"
            error={problems.targetId}
            hint="The id of the element on your page the game goes into."
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
            <Field label="Also open it">
              {(props) => (
                <Select
                  {...props}
                  value={options.trigger}
                  onChange={(e) => set({ trigger: e.target.value as PopupTrigger })}
                >
                  <option value="click">Only on click</option>
                  <option value="after">After some seconds</option>
                  <option value="scroll">When the visitor has scrolled</option>
                  <option value="exit">When the visitor is about to leave</option>
                </Select>
              )}
            </Field>
            {options.trigger === 'after' ? (
              <Field label="Seconds" error={problems.seconds}>
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
              <Field label="Scrolled (%)" error={problems.percent}>
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
            <Field label="Label" error={problems.label}>
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
              label="Colour"
              value={options.color}
              error={problems.color}
              onChange={(color) => set({ color })}
            />
            <Field label="Corner">
              {(props) => (
                <Select
                  {...props}
                  value={options.position}
                  onChange={(e) => set({ position: e.target.value as ButtonPosition })}
                >
                  <option value="bottom-right">Bottom right</option>
                  <option value="bottom-left">Bottom left</option>
                </Select>
              )}
            </Field>
          </div>
        ) : null}

        {options.mode === 'bar' ? (
          <p className="text-sm text-slate-600">
            Set its text, colours and schedule on the{' '}
            <Link
              to={pathTo('NotificationBar')}
              className="font-medium text-primary-700 underline hover:text-primary-800"
            >
              Notification bar
            </Link>{' '}
            page. The preview shows it only while it is live.
          </p>
        ) : null}

        <div className="space-y-1.5">
          <div className="flex items-end justify-between gap-2">
            <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
              Snippet
            </label>
            <Button
              variant="ghost"
              size="sm"
              icon={<CopyIcon />}
              disabled={!valid}
              onClick={() => void copy()}
            >
              Copy snippet
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
          <p className="text-xs text-slate-500">
            Paste it once into your page’s HTML. Several modes can share one page: the loader runs
            once.
          </p>
        </div>

        <div className="space-y-1.5">
          <p className="text-sm font-medium text-slate-700">Preview on a page</p>
          {preview ? (
            <iframe
              key={preview}
              src={preview}
              title="Preview of the snippet on a page"
              className="block h-[28rem] w-full rounded-lg border border-slate-200 bg-slate-50"
              data-testid="embed-preview"
            />
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}
