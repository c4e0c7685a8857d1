import { isPoolKind, REWARD_LIMITS, type RewardKind } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Segmented } from '../../../ui/Segmented';
import { Textarea } from '../../../ui/Textarea';
import { ImageField } from '../../media';
import type { RewardFormRequest } from '../api';
import { EXPIRY_OPTIONS, KIND_INFO, KIND_ORDER, type RewardFormValues } from '../reward-model';

export type RewardForm = UseFormReturn<RewardFormValues, unknown, RewardFormRequest>;

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody className="space-y-5">{children}</CardBody>
    </Card>
  );
}

/** Name, value, description and picture: what the winner reads first. */
export function DetailsSection({ form, autoFocus }: { form: RewardForm; autoFocus: boolean }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <Section
      title="Reward"
      description="What the winner sees in the pop-up, the email and on your rewards page."
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label="Name" error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('name')}
              maxLength={REWARD_LIMITS.nameMax}
              placeholder="e.g. Free coffee"
              autoFocus={autoFocus}
              data-testid="reward-name-input"
            />
          )}
        </Field>
        <Field label="Value" hint="As you write it: 5 €, 10 % off." error={errors.value?.message}>
          {(field) => (
            <Input {...field} {...register('value')} maxLength={REWARD_LIMITS.valueMax} />
          )}
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            maxLength={REWARD_LIMITS.descriptionMax}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageField
            label="Picture"
            value={field.value}
            onChange={(url) => field.onChange(url)}
            hint="Shown next to the reward. Square pictures look best."
            error={errors.image?.message}
            testId="reward-image"
          />
        )}
      />
    </Section>
  );
}

function KindChoice({ value, onChange }: { value: RewardKind; onChange(kind: RewardKind): void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Kind</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {KIND_ORDER.map((kind) => {
          const info = KIND_INFO[kind];
          const selected = kind === value;
          return (
            <label
              key={kind}
              className={cx(
                'flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset',
                selected
                  ? 'bg-primary-50 ring-2 ring-primary-500'
                  : 'ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="reward-kind"
                value={kind}
                checked={selected}
                onChange={() => onChange(kind)}
                className="mt-0.5 size-4 shrink-0 accent-primary-600"
                data-testid={`kind-${kind}`}
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{info.label}</span>
                <span className="block text-xs text-slate-600">{info.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The kind (chosen once), the shared code or link, the stock and the low-stock alert. */
export function KindSection({ form, fixedKind }: { form: RewardForm; fixedKind: boolean }) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const pool = isPoolKind(kind);
  return (
    <Section
      title="What winners get"
      description={
        fixedKind
          ? 'The kind of a reward is fixed once it is created.'
          : 'Choose how the reward reaches the winner. It cannot change later.'
      }
    >
      {fixedKind ? (
        <div
          className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
          data-testid="reward-kind"
        >
          <p className="text-sm font-medium text-slate-900">{KIND_INFO[kind].label}</p>
          <p className="text-xs text-slate-600">{KIND_INFO[kind].description}</p>
        </div>
      ) : (
        <KindChoice
          value={kind}
          onChange={(next) => setValue('kind', next, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      {kind === 'shared_code' || kind === 'shared_link' ? (
        <Field
          label={kind === 'shared_code' ? 'The code' : 'The link'}
          hint={
            kind === 'shared_code' ? 'Every winner gets this code.' : 'A full https:// address.'
          }
          error={errors.shared_value?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('shared_value')}
              maxLength={kind === 'shared_code' ? REWARD_LIMITS.codeMax : REWARD_LIMITS.linkMax}
              className={kind === 'shared_code' ? 'font-mono' : undefined}
              inputMode={kind === 'shared_link' ? 'url' : undefined}
              placeholder={kind === 'shared_code' ? 'e.g. SUMMER10' : 'https://'}
              data-testid="reward-shared-value"
            />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {pool ? (
          <p className="text-sm text-slate-600 sm:col-span-1">
            The stock is the number of {kind === 'unique_link' ? 'links' : 'codes'} in the pool:
            upload or generate them once the reward is saved.
          </p>
        ) : (
          <Field
            label="Stock"
            hint="How many can be won in all. Blank: no limit."
            error={errors.quantity?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('quantity')}
                type="number"
                inputMode="numeric"
                min={1}
                placeholder="No limit"
                data-testid="reward-quantity"
              />
            )}
          </Field>
        )}
        <Field
          label="Low-stock alert"
          hint="We email you when fewer than this are left. Blank: no alert."
          error={errors.low_stock_threshold?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('low_stock_threshold')}
              type="number"
              inputMode="numeric"
              min={1}
              placeholder="No alert"
              data-testid="reward-threshold"
            />
          )}
        </Field>
      </div>
    </Section>
  );
}

/** How to redeem, the terms, and when it expires. */
export function RedeemingSection({ form }: { form: RewardForm }) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const expiry = useWatch({ control, name: 'expiry_type' });
  return (
    <Section title="Redeeming" description="How and until when the winner can use it.">
      <Field
        label="How to redeem"
        hint="e.g. Show the code at the counter, or enter it at checkout."
        error={errors.how_to_redeem?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            {...register('how_to_redeem')}
            rows={3}
            maxLength={REWARD_LIMITS.howToRedeemMax}
          />
        )}
      </Field>
      <div className="space-y-3">
        <p className="text-sm font-medium text-slate-700">Expires</p>
        <Segmented
          label="When the reward expires"
          value={expiry}
          options={EXPIRY_OPTIONS}
          onChange={(next) =>
            setValue('expiry_type', next, { shouldDirty: true, shouldValidate: true })
          }
          testId="reward-expiry"
        />
        {expiry === 'date' ? (
          <div className="sm:max-w-xs">
            <Field
              label="Valid until"
              hint="The end of that day (UTC)."
              error={errors.expiry_date?.message}
            >
              {(field) => <Input {...field} {...register('expiry_date')} type="date" />}
            </Field>
          </div>
        ) : null}
        {expiry === 'days_after_win' ? (
          <div className="sm:max-w-xs">
            <Field label="Days after winning" error={errors.expiry_days?.message}>
              {(field) => (
                <Input
                  {...field}
                  {...register('expiry_days')}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={REWARD_LIMITS.expiryDaysMax}
                />
              )}
            </Field>
          </div>
        ) : null}
      </div>
      <Field label="Terms" error={errors.terms?.message}>
        {(field) => (
          <Textarea {...field} {...register('terms')} rows={4} maxLength={REWARD_LIMITS.termsMax} />
        )}
      </Field>
    </Section>
  );
}
