import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { useT } from '../../../i18n/i18n';
import type { Choice, ConnectorForm } from './form';

/** The part both connector forms end with: the consent, the switch, errors and Save. */
export function ConsentAndSave({
  consents,
  form: { consent, setConsent, enabled, setEnabled, errors },
  saving,
  service,
  label,
}: {
  consents: Choice[];
  form: ConnectorForm;
  saving: boolean;
  service: 'mailchimp' | 'hubspot';
  label: string;
}) {
  const t = useT();
  return (
    <>
      <ConsentField
        consents={consents}
        value={consent}
        onChange={setConsent}
        error={errors.errors.consent_id}
        testId={`${service}-consent`}
      />
      <Switch
        checked={enabled}
        onChange={setEnabled}
        label={t('integrations.connector.send_to', { service: label })}
        description={t('integrations.connector.send_hint')}
      />
      {errors.other ? (
        <p className="text-sm text-red-600" role="alert">
          {errors.other}
        </p>
      ) : null}
      <Button type="submit" loading={saving} data-testid={`${service}-save`}>
        {t('integrations.save')}
      </Button>
    </>
  );
}

function ConsentField({
  consents,
  value,
  onChange,
  error,
  testId,
}: {
  consents: Choice[];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  testId: string;
}) {
  const t = useT();
  return (
    <Field
      label={t('integrations.connector.consent')}
      error={error}
      hint={
        consents.length > 0
          ? t('integrations.connector.consent_hint')
          : t('integrations.connector.consent_none')
      }
    >
      {(p) => (
        <Select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          <option value="">{t('integrations.connector.consent_choose')}</option>
          {consents.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
