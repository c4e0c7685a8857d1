import { FOOTER_BUTTONS_BY_TYPE, TEMPLATE_KIND_NAMES, type TemplateKind } from '@playdesk/contract';
import { FOOTER_BUTTON_LABELS, type FooterButton, type GameType } from '@playdesk/games';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { ImageField } from '../../media';
import type { GameFormValues, SettingsForm } from '../game-form';
import { useTemplateOptions } from '../api';
import { useEditorErrors } from './errors-context';
import { InstructionsEditor } from './InstructionsEditor';

type Values = GameFormValues;

export function InstructionsSection() {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const id = useId();
  const error = errorFor('settings.instructions');
  return (
    <Card>
      <CardHeader
        title={<span id={`${id}-label`}>Instructions</span>}
        description="What players read before they start."
      />
      <CardBody>
        <Controller
          control={control}
          name="settings.instructions"
          render={({ field }) => (
            <InstructionsEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={`${id}-label`}
              describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
              invalid={Boolean(error)}
            />
          )}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          Select text to format it: headings, font, bold, italic, underline, strike, quote,
          sub/superscript, alignment and colours.
        </p>
      </CardBody>
    </Card>
  );
}

export function ImagesSection() {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Card>
      <CardHeader title="Images" description="Make the game page look like your brand." />
      <CardBody className="grid gap-5 md:grid-cols-2">
        <Controller
          control={control}
          name="settings.game_image"
          render={({ field }) => (
            <ImageField
              label="Game image"
              hint="Beside the game’s name, e.g. your logo. Square, at least 200 px."
              value={field.value}
              onChange={field.onChange}
              error={errorFor('settings.game_image')}
              testId="game-image-field"
            />
          )}
        />
        <Controller
          control={control}
          name="settings.background_image"
          render={({ field }) => (
            <ImageField
              label="Background image"
              hint="Fills the page behind the game. Large and calm works best."
              value={field.value}
              onChange={field.onChange}
              error={errorFor('settings.background_image')}
              testId="background-image-field"
            />
          )}
        />
      </CardBody>
    </Card>
  );
}

const TEMPLATE_PICKERS: {
  kind: TemplateKind;
  field: keyof SettingsForm['templates'];
  hint: string;
}[] = [
  { kind: 'success', field: 'success', hint: 'When a player wins.' },
  { kind: 'game-over', field: 'game_over', hint: 'When a player loses.' },
  { kind: 'leaderboard', field: 'leaderboard', hint: 'Above the top scores.' },
];

export function PopupsSection() {
  const { register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Card>
      <CardHeader
        title="Pop-ups"
        description="What players see when the game ends. A template replaces the plain pop-up."
      />
      <CardBody className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Win text" error={errorFor('settings.popup_texts.win')}>
            {(props) => (
              <Input
                {...props}
                maxLength={200}
                placeholder="Congratulations."
                {...register('settings.popup_texts.win')}
              />
            )}
          </Field>
          <Field label="Game-over text" error={errorFor('settings.popup_texts.fail')}>
            {(props) => (
              <Input
                {...props}
                maxLength={200}
                placeholder="Game over"
                {...register('settings.popup_texts.fail')}
              />
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {TEMPLATE_PICKERS.map((picker) => (
            <TemplatePicker key={picker.kind} {...picker} />
          ))}
        </div>
        <p className="text-xs text-slate-500">
          Design templates in{' '}
          <Link
            to={pathTo('TemplateList')}
            className="font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            Templates
          </Link>
          .
        </p>
      </CardBody>
    </Card>
  );
}

function TemplatePicker({
  kind,
  field,
  hint,
}: {
  kind: TemplateKind;
  field: keyof SettingsForm['templates'];
  hint: string;
}) {
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const templates = useTemplateOptions(kind);
  const value = useWatch({ control, name: `settings.templates.${field}` });
  const known = templates.data?.some((t) => t.public_id === value) ?? true;
  return (
    <Field
      label={`${TEMPLATE_KIND_NAMES[kind]} template`}
      hint={templates.isError ? 'Templates could not be loaded.' : hint}
      error={errorFor(`settings.templates.${field}`)}
    >
      {(props) => (
        <Controller
          control={control}
          name={`settings.templates.${field}`}
          render={({ field: select }) => (
            <Select
              {...props}
              ref={select.ref}
              name={select.name}
              value={select.value}
              onChange={(e) => select.onChange(e.currentTarget.value)}
              onBlur={select.onBlur}
              disabled={templates.isPending}
            >
              <option value="">{templates.isPending ? 'Loading…' : 'Plain pop-up'}</option>
              {templates.data?.map((t) => (
                <option key={t.public_id} value={t.public_id}>
                  {t.name}
                </option>
              ))}
              {value && !known ? <option value={value}>Deleted template</option> : null}
            </Select>
          )}
        />
      )}
    </Field>
  );
}

const CTA_ICONS = ['☕', '🛍️', '🎁', '🍕', '📅', '⭐', '👉'];

export function CtaSection() {
  const { control, register, setValue } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const icon = useWatch({ control, name: 'settings.cta.icon' });
  return (
    <Card>
      <CardHeader
        title="Call to action"
        description="A button under the game that sends players to your site, shop or booking page."
      />
      <CardBody className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <Field label="Icon" error={errorFor('settings.cta.icon')}>
            {(props) => (
              <Input
                {...props}
                maxLength={40}
                className="text-lg"
                placeholder="☕"
                {...register('settings.cta.icon')}
              />
            )}
          </Field>
          <Field label="Button label" error={errorFor('settings.cta.label')}>
            {(props) => (
              <Input
                {...props}
                maxLength={60}
                placeholder="e.g. Order online"
                {...register('settings.cta.label')}
              />
            )}
          </Field>
        </div>
        <div
          className="flex flex-wrap items-center gap-1.5"
          aria-label="Suggested icons"
          role="group"
        >
          <span className="mr-1 text-xs text-slate-500">Quick pick:</span>
          {CTA_ICONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              onClick={() => setValue('settings.cta.icon', emoji, { shouldDirty: true })}
              className={cx(
                'inline-flex size-8 items-center justify-center rounded-lg text-base ring-1 ring-inset hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600',
                icon === emoji ? 'bg-primary-50 ring-primary-300' : 'ring-slate-200',
              )}
              aria-label={`Use ${emoji} as the icon`}
              aria-pressed={icon === emoji}
            >
              {emoji}
            </button>
          ))}
        </div>
        <Field
          label="Link"
          hint="A full address starting with https://. Leave empty for no button."
          error={errorFor('settings.cta.link')}
        >
          {(props) => (
            <Input
              {...props}
              type="url"
              inputMode="url"
              placeholder="https://www.example.com/order"
              {...register('settings.cta.link')}
            />
          )}
        </Field>
      </CardBody>
    </Card>
  );
}

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
