import type { TemplateKind } from '@playdesk/contract';
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
import { richText, useT, type MessageKey } from '../../../../i18n/i18n';

type Values = GameFormValues;

const TEMPLATE_PICKERS: {
  kind: TemplateKind;
  field: keyof SettingsForm['templates'];
  hint: MessageKey;
}[] = [
  { kind: 'success', field: 'success', hint: 'games.popups.success_hint' },
  { kind: 'game-over', field: 'game_over', hint: 'games.popups.game_over_hint' },
  { kind: 'leaderboard', field: 'leaderboard', hint: 'games.popups.leaderboard_hint' },
];

export function PopupsSection() {
  const t = useT();
  const { register } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  return (
    <Card>
      <CardHeader title={t('games.popups.title')} description={t('games.popups.hint')} />
      <CardBody className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('games.popups.win')} error={errorFor('settings.popup_texts.win')}>
            {(props) => (
              <Input
                {...props}
                maxLength={200}
                placeholder={t('games.popups.win_placeholder')}
                {...register('settings.popup_texts.win')}
              />
            )}
          </Field>
          <Field label={t('games.popups.fail')} error={errorFor('settings.popup_texts.fail')}>
            {(props) => (
              <Input
                {...props}
                maxLength={200}
                placeholder={t('games.popups.fail_placeholder')}
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
          {richText(
            t,
            'games.popups.design',
            {},
            {
              templates: (
                <Link
                  to={pathTo('TemplateList')}
                  className="font-medium text-primary-700 underline-offset-2 hover:underline"
                >
                  {t('games.popups.templates')}
                </Link>
              ),
            },
          )}
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
  hint: MessageKey;
}) {
  const t = useT();
  const { control } = useFormContext<Values>();
  const { errorFor } = useEditorErrors();
  const templates = useTemplateOptions(kind);
  const value = useWatch({ control, name: `settings.templates.${field}` });
  const known = templates.data?.some((option) => option.public_id === value) ?? true;
  return (
    <Field
      label={t(`games.popups.template.${kind}`)}
      hint={t(templates.isError ? 'games.popups.failed' : hint)}
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
              <option value="">
                {t(templates.isPending ? 'games.popups.loading' : 'games.popups.plain')}
              </option>
              {templates.data?.map((option) => (
                <option key={option.public_id} value={option.public_id}>
                  {option.name}
                </option>
              ))}
              {value && !known ? <option value={value}>{t('games.popups.deleted')}</option> : null}
            </Select>
          )}
        />
      )}
    </Field>
  );
}
