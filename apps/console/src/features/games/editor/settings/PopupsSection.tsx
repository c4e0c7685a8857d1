import { TEMPLATE_KIND_NAMES, type TemplateKind } from '@playdesk/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../../rules/routes';
import { Card, CardBody, CardHeader } from '../../../../ui/Card';
import { Field } from '../../../../ui/Field';
import { Input } from '../../../../ui/Input';
import { Select } from '../../../../ui/Select';
import { useTemplateOptions } from '../../api';
import type { GameFormValues, SettingsForm } from '../../game-form';
import { useEditorErrors } from '../useEditorErrors';

type Values = GameFormValues;

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
