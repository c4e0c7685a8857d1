import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';

/** "First day" and "Last day" of a calendar entry, side by side. */
export function DateRangeFields({
  start,
  end,
  startError,
  endError,
}: {
  start: UseFormRegisterReturn;
  end: UseFormRegisterReturn;
  startError: string | undefined;
  endError: string | undefined;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('calendar.first_day')} error={startError}>
        {(field) => <Input {...field} {...start} type="date" />}
      </Field>
      <Field label={t('calendar.last_day')} error={endError}>
        {(field) => <Input {...field} {...end} type="date" />}
      </Field>
    </div>
  );
}
