import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { useConsents } from '../api';
import { useErrorAt, type PlayerFormValues } from './form-values';

/** The account's consents as ticks; the form shows the ticked ones in the order they were ticked. */
export function ConsentPicker() {
  const { control } = useFormContext<PlayerFormValues>();
  const consents = useConsents();
  const errorAt = useErrorAt();
  const error = errorAt('settings.lead_form.consents');
  const all = consents.data?.data ?? [];
  const manage = `${pathTo('CRMList')}?tab=consents`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Consents</legend>
      {consents.isPending ? (
        <p className="text-sm text-slate-500">Loading consents…</p>
      ) : all.length === 0 ? (
        <p className="text-sm text-slate-500">
          No consents yet.{' '}
          <Link to={manage} className="font-medium text-primary-700 underline">
            Create one in Player data
          </Link>{' '}
          (newsletter, terms, partner offers).
        </p>
      ) : (
        <Controller
          control={control}
          name="settings.lead_form.consents"
          render={({ field }) => (
            <ul className="space-y-1.5">
              {all.map((c) => {
                const checked = field.value.includes(c.public_id);
                return (
                  <li key={c.public_id}>
                    <label className="flex items-center gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={checked}
                        data-testid="lead-consent"
                        className="size-4 rounded border-slate-300 text-primary-600 focus:ring-primary-500"
                        onChange={() =>
                          field.onChange(
                            checked
                              ? field.value.filter((id) => id !== c.public_id)
                              : [...field.value, c.public_id],
                          )
                        }
                      />
                      {c.name}
                      <Badge tone={c.mandatory ? 'primary' : 'neutral'}>
                        {c.mandatory ? 'Mandatory' : 'Optional'}
                      </Badge>
                      {c.double_opt_in ? <Badge tone="warning">Double opt-in</Badge> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : all.length > 0 ? (
        <p className="text-xs text-slate-500">
          Players tick each one themselves; boxes are never pre-ticked.{' '}
          <Link to={manage} className="text-primary-700 underline">
            Manage consents
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}
