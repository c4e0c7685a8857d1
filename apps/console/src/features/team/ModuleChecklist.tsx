import { ACCESS_MODULE_KEYS, type AccessModuleKey } from '@playdesk/contract';
import { useT } from '../../i18n/i18n';
import { MODULE_TEXT, toggleModule } from './modules-model';

/**
 * The modules a team mate holds, as checkboxes. Those the viewer may not grant are shown but
 * locked (docs/product-rules.md#team-mates: nobody grants or removes a module they lack).
 */
export function ModuleChecklist({
  value,
  onChange,
  grantable,
  error,
}: {
  value: readonly AccessModuleKey[];
  onChange(next: AccessModuleKey[]): void;
  grantable: readonly AccessModuleKey[];
  error?: string | undefined;
}) {
  const t = useT();
  const allowed = new Set(grantable);
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'module-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700">{t('team.modules.legend')}</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {ACCESS_MODULE_KEYS.map((key) => {
          const locked = !allowed.has(key);
          const checked = value.includes(key);
          return (
            <li key={key}>
              <label
                className={`flex h-full gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                  checked ? 'border-primary-300 bg-primary-50/60' : 'border-slate-200'
                } ${locked ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-primary-300'}`}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={locked}
                  data-testid={`team-module-${key}`}
                  className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-primary-600 focus:ring-primary-500"
                  onChange={(e) => onChange(toggleModule(value, key, e.target.checked))}
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{MODULE_TEXT[key].label}</span>
                  <span className="block text-xs text-slate-500">
                    {locked ? t('team.modules.locked') : MODULE_TEXT[key].opens}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="module-error" className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
