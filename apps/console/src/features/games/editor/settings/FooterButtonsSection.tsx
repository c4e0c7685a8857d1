import { FOOTER_BUTTONS_BY_TYPE } from '@playdesk/contract';
import { FOOTER_BUTTON_LABELS, type FooterButton, type GameType } from '@playdesk/games';
import { Controller, useFormContext } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { cx } from '../../../../ui/cx';
import type { GameFormValues } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';

type Values = GameFormValues;

const FOOTER_HINTS: Record<FooterButton, string> = {
  timer: 'Time left',
  letter: 'Reveal a letter',
  leaderboard: 'Top scores',
  hint: 'Show a tile’s place',
  reset: 'Shuffle again',
  solve: 'Show the solution',
  share: 'Share the game',
  change_avatar: 'Pick an avatar',
  start: 'Start button',
  call_to_action: 'Your CTA button',
  lives: 'Lives left',
};

export function FooterButtonsSection({ type }: { type: GameType }) {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  return (
    <Card>
      <CardHeader
        title="Footer buttons"
        description="The buttons players get around the game. Only the ones that fit this game are listed."
      />
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
                <legend className="sr-only">Footer buttons</legend>
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
                          {FOOTER_BUTTON_LABELS[button]}
                        </span>
                        <span className="block text-xs text-slate-500">{FOOTER_HINTS[button]}</span>
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
