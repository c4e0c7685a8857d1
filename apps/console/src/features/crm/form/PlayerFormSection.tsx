import type { LeadFieldType, LeadFormMode } from '@playdesk/contract';
import { useMemo } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { showUpgrade } from '../../../rules/visibility';
import { useSession, useViewer } from '../../../session/hooks';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../../ui/dropdown';
import { LockIcon, PlusIcon } from '../../../ui/icons';
import { Segmented } from '../../../ui/Segmented';
import { ConsentPicker } from './ConsentPicker';
import { LeadFieldRow } from './LeadFieldRow';
import { MODE_OPTIONS, addableTypes, isStandard, newField } from './lead-form-model';
import { ParticipationCard } from './ParticipationCard';
import { useErrorAt, type PlayerFormValues } from './form-values';
import { useT } from '../../../i18n/i18n';
import { ObjectTranslations } from '../../../ui/translations/ObjectTranslations';
import { languageName, type TextsByLanguage } from '../../../ui/translations/translation-model';
import {
  flatFormTexts,
  formTextFields,
  formTranslationOf,
  type LeadFormTranslations,
} from './lead-form-translation';

function AddFieldMenu({
  types,
  onAdd,
}: {
  types: LeadFieldType[];
  onAdd(type: LeadFieldType): void;
}) {
  const t = useT();
  const standard = types.filter(isStandard);
  const custom = types.filter((type) => !isStandard(type));
  return (
    <MenuRoot>
      <MenuTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon className="size-4" />}
          data-testid="lead-add-field"
        >
          {t('games.form.add_field')}
        </Button>
      </MenuTrigger>
      <MenuContent align="start">
        {standard.length > 0 ? <MenuLabel>{t('games.form.about')}</MenuLabel> : null}
        {standard.map((type) => (
          <MenuItem key={type} onSelect={() => onAdd(type)}>
            {t(`games.form.type.${type}`)}
          </MenuItem>
        ))}
        {standard.length > 0 ? <MenuSeparator /> : null}
        <MenuLabel>{t('games.form.own')}</MenuLabel>
        {custom.map((type) => (
          <MenuItem key={type} onSelect={() => onAdd(type)}>
            {t(`games.form.type.${type}`)}
          </MenuItem>
        ))}
      </MenuContent>
    </MenuRoot>
  );
}

function PlanNotice() {
  const t = useT();
  const viewer = useViewer();
  return (
    <div
      className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
      data-testid="lead-form-plan"
    >
      <LockIcon className="mt-0.5 size-4.5 shrink-0" />
      <p>
        {t('games.form.plan')}{' '}
        {viewer && showUpgrade(viewer) ? (
          <Link to={pathTo('Upgrade')} className="font-medium underline">
            {t('games.form.compare')}
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/**
 * The form's labels and choices in the game's other languages (issue 33 §4), beside the ones
 * typed above. A language is the game's: it is removed in the game's Translations section.
 */
function FormTranslations({
  translations,
  fields,
  onDirty,
}: {
  translations: LeadFormTranslations;
  fields: PlayerFormValues['settings']['lead_form']['fields'];
  onDirty?(dirty: boolean): void;
}) {
  const t = useT();
  const texts = useMemo(
    () =>
      formTextFields(fields, {
        label: (n) => t('games.form.translate_label', { n }),
        choice: (n, m) => t('games.form.translate_choice', { n, m }),
      }),
    [fields, t],
  );
  const flat = useMemo(
    (): TextsByLanguage =>
      Object.fromEntries(
        Object.entries(translations.translations).map(([l, form]) => [l, flatFormTexts(form)]),
      ),
    [translations.translations],
  );
  return (
    <ObjectTranslations
      bare
      testId="form-translations"
      defaultLanguage={translations.defaultLanguage}
      translations={flat}
      fields={texts}
      canRemove={false}
      description={t('games.form.translate_hint', {
        language: languageName(t, translations.defaultLanguage),
      })}
      onSave={(language, draft) =>
        translations.onSave(language, draft ? formTranslationOf(draft) : null)
      }
      onDirty={onDirty}
    />
  );
}

/**
 * The game editor's "Player form" section (issue 11): when the game asks for the player's details
 * (off, before the game, after it), which fields with which labels, the consents, and the
 * participation limit. It edits `settings.lead_form` and `settings.participation` of the
 * editor's react-hook-form context; the editor's resolver validates them with the contract.
 * With `translations`, the form's texts in the game's other languages are edited here too.
 */
export function PlayerFormSection({
  translations,
  onTranslationDirty,
}: {
  translations?: LeadFormTranslations;
  onTranslationDirty?(dirty: boolean): void;
} = {}) {
  const t = useT();
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const { control, setValue, formState } = useFormContext<PlayerFormValues>();
  const errorAt = useErrorAt();
  const mode = useWatch({ control, name: 'settings.lead_form.mode' });
  const fields = useFieldArray({ control, name: 'settings.lead_form.fields' });
  const values = useWatch({ control, name: 'settings.lead_form.fields' });
  const savedKeys = useMemo(
    () => (formState.defaultValues?.settings?.lead_form?.fields ?? []).map((f) => f?.key ?? ''),
    [formState.defaultValues],
  );
  const fieldsError = errorAt('settings.lead_form.fields');

  const chooseMode = (next: LeadFormMode) => {
    setValue('settings.lead_form.mode', next, { shouldDirty: true, shouldValidate: true });
    // A form that is switched on starts with the fields most businesses ask for.
    if (next !== 'off' && values.length === 0) {
      fields.append([newField('first_name', []), newField('email', [])]);
    }
  };

  return (
    <>
      <Card data-testid="player-form-section">
        <CardHeader title={t('games.form.title')} description={t('games.form.hint')} />
        <CardBody className="space-y-5">
          {!crm ? <PlanNotice /> : null}
          <Segmented
            label={t('games.form.when')}
            value={mode}
            options={(crm
              ? MODE_OPTIONS
              : MODE_OPTIONS.filter((o) => o.value === 'off' || o.value === mode)
            ).map((o) => ({ value: o.value, label: t(`games.form.mode.${o.value}`) }))}
            onChange={chooseMode}
            testId="lead-form-mode"
          />
          {mode !== 'off' ? (
            <>
              <div className="space-y-2">
                <p className="text-sm font-medium text-slate-700">{t('games.form.fields')}</p>
                <ol className="space-y-2" aria-label={t('games.form.fields_list')}>
                  {fields.fields.map((f, index) => (
                    <LeadFieldRow
                      key={f.id}
                      index={index}
                      count={fields.fields.length}
                      savedKeys={savedKeys}
                      onMove={fields.move}
                      onRemove={fields.remove}
                    />
                  ))}
                </ol>
                {fieldsError ? (
                  <p className="text-sm text-red-600" role="alert">
                    {fieldsError}
                  </p>
                ) : null}
                <AddFieldMenu
                  types={addableTypes(values)}
                  onAdd={(type) => fields.append(newField(type, values))}
                />
              </div>
              <ConsentPicker />
              {translations && values.length > 0 ? (
                <FormTranslations
                  translations={translations}
                  fields={values}
                  onDirty={onTranslationDirty}
                />
              ) : null}
            </>
          ) : null}
        </CardBody>
      </Card>
      <ParticipationCard />
    </>
  );
}
