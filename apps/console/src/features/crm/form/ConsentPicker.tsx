import { Controller, useFormContext } from 'react-hook-form';
import { Link } from 'react-router';
import { pathTo } from '../../../rules/routes';
import { Badge } from '../../../ui/Badge';
import { useConsents } from '../api';
import { useErrorAt, type PlayerFormValues } from './form-values';
import { richText, useT } from '../../../i18n/i18n';

/** The account's consents as ticks; the form shows the ticked ones in the order they were ticked. */
export function ConsentPicker() {
  const t = useT();
  const { control } = useFormContext<PlayerFormValues>();
  const consents = useConsents();
  const errorAt = useErrorAt();
  const error = errorAt('settings.lead_form.consents');
  const all = consents.data?.data ?? [];
  const manage = `${pathTo('CRMList')}?tab=consents`;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t('games.form.consents')}</legend>
      {consents.isPending ? (
        <p className="text-sm text-slate-500">{t('games.form.consents_loading')}</p>
      ) : all.length === 0 ? (
        <p className="text-sm text-slate-500">
          {richText(
            t,
            'games.form.no_consents',
            {},
            {
              create: (
                <Link to={manage} className="font-medium text-primary-700 underline">
                  {t('games.form.create_consent')}
                </Link>
              ),
            },
          )}
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
                        {t(c.mandatory ? 'games.form.mandatory' : 'games.form.optional')}
                      </Badge>
                      {c.double_opt_in ? (
                        <Badge tone="warning">{t('games.form.double_opt_in')}</Badge>
                      ) : null}
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
          {t('games.form.tick')}{' '}
          <Link to={manage} className="text-primary-700 underline">
            {t('games.form.manage')}
          </Link>
        </p>
      ) : null}
    </fieldset>
  );
}
