import { FOOTER_BUTTONS_BY_TYPE } from '@playdesk/contract';
import type { FooterButton, GameType } from '@playdesk/games';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { cx } from '../../../../ui/cx';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';
import { useT, type MessageKey } from '../../../../i18n/i18n';

type Values = GameFormValues;

/** Each button's name and what it does (src/i18n, part `games`). */
const FOOTER_TEXTS: Record<FooterButton, { label: MessageKey; hint: MessageKey }> = {
  timer: { label: 'games.footer.timer', hint: 'games.footer_help.timer' },
  letter: { label: 'games.footer.letter', hint: 'games.footer_help.letter' },
  leaderboard: { label: 'games.footer.leaderboard', hint: 'games.footer_help.leaderboard' },
  hint: { label: 'games.footer.hint_button', hint: 'games.footer_help.hint' },
  reset: { label: 'games.footer.reset', hint: 'games.footer_help.reset' },
  solve: { label: 'games.footer.solve', hint: 'games.footer_help.solve' },
  share: { label: 'games.footer.share', hint: 'games.footer_help.share' },
  change_avatar: { label: 'games.footer.change_avatar', hint: 'games.footer_help.change_avatar' },
  start: { label: 'games.footer.start', hint: 'games.footer_help.start' },
  call_to_action: {
    label: 'games.footer.call_to_action',
    hint: 'games.footer_help.call_to_action',
  },
  lives: { label: 'games.footer.lives', hint: 'games.footer_help.lives' },
};

export function FooterButtonsSection({ type }: { type: GameType }) {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  return (
    <Card>
      <CardHeader title={t('games.footer.title')} description={t('games.footer.hint')} />
      <CardBody>
        <Controller
          control={control}
          name="settings.footer_buttons"
          render={({ field }) => {
            const chosen = new Set(field.value);
            const toggle = (button: FooterButton, on: boolean) => {
              const next = new Set(chosen);
              if (on) next.add(button);
              else next.delete(button);
              field.onChange(fitting.filter((b) => next.has(b)));
            };
            return (
              <fieldset>
                <legend className="sr-only">{t('games.footer.title')}</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {fitting.map((button) => (
                    <label
                      key={button}
                      className={cx(
                        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
                        chosen.has(button)
                          ? 'border-primary-300 bg-primary-50/60'
                          : 'border-slate-200 bg-white hover:bg-slate-50',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={chosen.has(button)}
                        onChange={(e) => toggle(button, e.currentTarget.checked)}
                        onBlur={field.onBlur}
                        className="mt-0.5 size-4 rounded accent-primary-600"
                      />
                      <span className="min-w-0">
                        <span className="block text-sm font-medium text-slate-800">
                          {t(FOOTER_TEXTS[button].label)}
                        </span>
                        <span className="block text-xs text-slate-500">
                          {t(FOOTER_TEXTS[button].hint)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
                {errorFor('settings.footer_buttons') ? (
                  <p className="mt-2 text-sm text-red-600" role="alert">
                    {errorFor('settings.footer_buttons')}
                  </p>
                ) : null}
              </fieldset>
            );
          }}
        />
      </CardBody>
    </Card>
  );
}
