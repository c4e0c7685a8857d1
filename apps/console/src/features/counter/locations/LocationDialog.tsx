import { CreateLocationRequest, COUNTER_LIMITS, type Location } from '@playdesk/contract';
import { useMemo } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { toast } from '../../../session/toast';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Input } from '../../../ui/Input';
import { Modal } from '../../../ui/Modal';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { useSaveLocation } from '../api';
import {
  LOCATION_FIELDS,
  locationRequest,
  locationToValues,
  newLocationValues,
  timeZoneChoices,
  timeZoneLabel,
  type LocationFormValues,
} from './location-model';

/** "New location" or "Edit {name}": name, address, time zone, map position and the staff PIN. */
export function LocationDialog({
  location,
  open,
  onOpenChange,
}: {
  /** null: a new location. */
  location: Location | null;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={
        location ? t('counter.location.edit_title', { name: location.name }) : t('counter.new')
      }
      description={t('counter.location.dialog_text')}
      testId="location-dialog"
    >
      {open ? (
        <LocationForm
          key={location?.public_id ?? 'new'}
          location={location}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Modal>
  );
}

function LocationForm({ location, onDone }: { location: Location | null; onDone(): void }) {
  const t = useT();
  const save = useSaveLocation(location?.public_id ?? null);
  const form = useForm<LocationFormValues, unknown, CreateLocationRequest>({
    resolver: contractResolver(CreateLocationRequest, locationRequest),
    defaultValues: location ? locationToValues(location) : newLocationValues(),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const current = form.getValues('time_zone');
  const zones = useMemo(() => timeZoneChoices(current), [current]);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        toast.success(t('counter.location.saved', { name: saved.name }));
        onDone();
      },
      onError: (e) =>
        e instanceof ApiError && applyServerErrors(e.body, form.setError, LOCATION_FIELDS),
    }),
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-5" noValidate>
      <Field label={t('counter.location.name')} error={errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('name')}
            maxLength={80}
            placeholder={t('counter.location.name_placeholder')}
            autoFocus
            data-testid="location-name"
          />
        )}
      </Field>
      <Field label={t('counter.location.address')} error={errors.address?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...form.register('address')}
            rows={2}
            maxLength={300}
            data-testid="location-address"
          />
        )}
      </Field>
      <Field
        label={t('counter.location.time_zone')}
        hint={t('counter.location.time_zone_hint')}
        error={errors.time_zone?.message}
      >
        {(field) => (
          <Select {...field} {...form.register('time_zone')} data-testid="location-time-zone">
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">
          {t('counter.location.coordinates')}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          <DegreesField form={form} name="latitude" placeholder="48.8566" />
          <DegreesField form={form} name="longitude" placeholder="2.3522" />
        </div>
        <p className="text-xs text-slate-500">{t('counter.location.coordinates_hint')}</p>
      </fieldset>
      <Field
        label={location?.has_pin ? t('counter.location.pin_change') : t('counter.location.pin')}
        hint={
          location?.has_pin ? t('counter.location.pin_keep_hint') : t('counter.location.pin_hint')
        }
        error={errors.pin?.message}
      >
        {(field) => (
          <Input
            {...field}
            {...form.register('pin')}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            pattern="[0-9]*"
            maxLength={8}
            className="max-w-[12rem] font-mono tracking-widest"
            data-testid="location-pin"
          />
        )}
      </Field>
      <p className="text-xs text-slate-500">
        {t('counter.location.pin_lock', {
          tries: COUNTER_LIMITS.pinTries,
          minutes: COUNTER_LIMITS.pinLockMinutes,
        })}
      </p>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="location-save">
          {location ? t('counter.location.save') : t('counter.location.create')}
        </Button>
      </div>
    </form>
  );
}

/** One coordinate's box: decimal degrees as typed (the request turns them into numbers). */
function DegreesField({
  form,
  name,
  placeholder,
}: {
  form: UseFormReturn<LocationFormValues, unknown, CreateLocationRequest>;
  name: 'latitude' | 'longitude';
  placeholder: string;
}) {
  const t = useT();
  return (
    <Field label={t(`counter.location.${name}`)} error={form.formState.errors[name]?.message}>
      {(field) => (
        <Input
          {...field}
          {...form.register(name)}
          inputMode="decimal"
          maxLength={20}
          placeholder={placeholder}
          className="font-mono"
          data-testid={`location-${name}`}
        />
      )}
    </Field>
  );
}
