import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { customRangeProblem } from './period';
import { useT } from '../../i18n/i18n';

export function CustomPeriod({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply(from: string, to: string): void;
}) {
  const t = useT();
  const [draft, setDraft] = useState({ from, to });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="mb-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      aria-label={t('dashboard.custom.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const error = customRangeProblem(draft.from, draft.to);
        setProblem(error ? t(error) : null);
        if (!error) onApply(draft.from, draft.to);
      }}
    >
      <div className="grid flex-1 gap-3 sm:grid-cols-2">
        <Field label={t('dashboard.custom.from')}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('dashboard.custom.to')} error={problem ?? undefined}>
          {(field) => (
            <Input
              {...field}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Button type="submit" className={problem ? 'sm:mb-7' : ''}>
        {t('dashboard.custom.show')}
      </Button>
    </form>
  );
}
