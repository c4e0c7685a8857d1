import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import type { ConnectorForm } from './form';

/**
 * A connector's API key or token: hidden as typed, never autofilled, at most 200 characters;
 * left empty, the saved one is kept.
 */
export function SecretField({
  form,
  field,
  label,
  hint,
  placeholder,
  testId,
}: {
  form: ConnectorForm;
  /** The field's name in the request (where its server error is shown). */
  field: string;
  label: string;
  hint: string;
  placeholder: string;
  testId: string;
}) {
  return (
    <Field label={label} error={form.errors.errors[field]} hint={hint}>
      {(p) => (
        <Input
          {...p}
          type="password"
          autoComplete="off"
          value={form.secret}
          placeholder={placeholder}
          maxLength={200}
          onChange={(e) => form.setSecret(e.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
