import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
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
        label={`Send players to ${label}`}
        description="Only players who gave the consent above."
      />
      {errors.other ? (
        <p className="text-sm text-red-600" role="alert">
          {errors.other}
        </p>
      ) : null}
      <Button type="submit" loading={saving} data-testid={`${service}-save`}>
        Save
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
  return (
    <Field
      label="Marketing consent"
      error={error}
      hint={
        consents.length > 0
          ? 'Players are sent only once they gave this consent in a game form.'
          : 'Add a marketing consent to your game forms first (Player data → Consents).'
      }
    >
      {(p) => (
        <Select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          <option value="">Choose a consent…</option>
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
