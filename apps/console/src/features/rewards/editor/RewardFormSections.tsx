import { isPoolKind, REWARD_LIMITS, type RewardKind } from '@playdesk/contract';
import type { ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n/i18n';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { Segmented } from '../../../ui/Segmented';
import { Textarea } from '../../../ui/Textarea';
import { ImageField } from '../../media';
import type { RewardFormRequest } from '../api';
import {
  EXPIRY_TYPES,
  kindInfo,
  KIND_ORDER,
  REDEEM_MODE_ORDER,
  redeemModeInfo,
  type RewardFormValues,
} from '../reward-model';

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
  const t = useT();
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <Section title={t('rewards.reward')} description={t('rewards.form.details_hint')}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
        <Field label={t('rewards.form.name')} error={errors.name?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('name')}
              maxLength={REWARD_LIMITS.nameMax}
              placeholder={t('rewards.form.name_placeholder')}
              autoFocus={autoFocus}
              data-testid="reward-name-input"
            />
          )}
        </Field>
        <Field
          label={t('rewards.form.value')}
          hint={t('rewards.form.value_hint')}
          error={errors.value?.message}
        >
          {(field) => (
            <Input {...field} {...register('value')} maxLength={REWARD_LIMITS.valueMax} />
          )}
        </Field>
      </div>
      <Field label={t('rewards.form.description')} error={errors.description?.message}>
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
            label={t('rewards.form.picture')}
            value={field.value}
            onChange={(url) => field.onChange(url)}
            hint={t('rewards.form.picture_hint')}
            error={errors.image?.message}
            testId="reward-image"
          />
        )}
      />
    </Section>
  );
}

function KindChoice({ value, onChange }: { value: RewardKind; onChange(kind: RewardKind): void }) {
  const t = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{t('rewards.form.kind')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {KIND_ORDER.map((kind) => {
          const info = kindInfo(kind);
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
  const t = useT();
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const pool = isPoolKind(kind);
  const info = kindInfo(kind);
  return (
    <Section
      title={t('rewards.form.what')}
      description={fixedKind ? t('rewards.form.kind_fixed') : t('rewards.form.kind_choose')}
    >
      {fixedKind ? (
        <div
          className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset"
          data-testid="reward-kind"
        >
          <p className="text-sm font-medium text-slate-900">{info.label}</p>
          <p className="text-xs text-slate-600">{info.description}</p>
        </div>
      ) : (
        <KindChoice
          value={kind}
          onChange={(next) => setValue('kind', next, { shouldDirty: true, shouldValidate: true })}
        />
      )}
      {kind === 'shared_code' || kind === 'shared_link' ? (
        <Field
          label={kind === 'shared_code' ? t('rewards.form.the_code') : t('rewards.form.the_link')}
          hint={kind === 'shared_code' ? t('rewards.form.code_hint') : t('rewards.form.link_hint')}
          error={errors.shared_value?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('shared_value')}
              maxLength={kind === 'shared_code' ? REWARD_LIMITS.codeMax : REWARD_LIMITS.linkMax}
              className={kind === 'shared_code' ? 'font-mono' : undefined}
              inputMode={kind === 'shared_link' ? 'url' : undefined}
              placeholder={kind === 'shared_code' ? t('rewards.form.code_placeholder') : 'https://'}
              data-testid="reward-shared-value"
            />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {pool ? (
          <p className="text-sm text-slate-600 sm:col-span-1">
            {t('rewards.form.pool_stock', { word: kind === 'unique_link' ? 'link' : 'code' })}
          </p>
        ) : (
          <Field
            label={t('rewards.form.stock')}
            hint={t('rewards.form.stock_hint')}
            error={errors.quantity?.message}
          >
            {(field) => (
              <Input
                {...field}
                {...register('quantity')}
                type="number"
                inputMode="numeric"
                min={1}
                placeholder={t('rewards.form.no_limit')}
                data-testid="reward-quantity"
              />
            )}
          </Field>
        )}
        <Field
          label={t('rewards.form.alert')}
          hint={t('rewards.form.alert_hint')}
          error={errors.low_stock_threshold?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...register('low_stock_threshold')}
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={t('rewards.form.no_alert')}
              data-testid="reward-threshold"
            />
          )}
        </Field>
      </div>
    </Section>
  );
}

/**
 * "Where is it used?": online (the code in the business's own shop, as before) or in store (a QR
 * code the counter scans, docs/rewards.md#redemption-in-store).
 */
function RedeemModeChoice({ form }: { form: RewardForm }) {
  const t = useT();
  const value = useWatch({ control: form.control, name: 'redeem_mode' });
  return (
    <fieldset data-testid="reward-redeem-mode">
      <legend className="mb-2 text-sm font-medium text-slate-700">
        {t('rewards.redeem_mode.title')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {REDEEM_MODE_ORDER.map((mode) => {
          const info = redeemModeInfo(mode);
          const selected = mode === value;
          return (
            <label
              key={mode}
              className={cx(
                'flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset',
                selected
                  ? 'bg-primary-50 ring-2 ring-primary-500'
                  : 'ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="reward-redeem-mode"
                value={mode}
                checked={selected}
                onChange={() =>
                  form.setValue('redeem_mode', mode, { shouldDirty: true, shouldValidate: true })
                }
                className="mt-0.5 size-4 shrink-0 accent-primary-600"
                data-testid={`redeem-mode-${mode}`}
              />
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">{info.label}</span>
                <span className="block text-xs text-slate-600">{info.description}</span>
              </span>
            </label>
          );
        })}
      </div>
      {form.formState.errors.redeem_mode?.message ? (
        <p className="mt-1.5 text-sm text-red-600" role="alert">
          {form.formState.errors.redeem_mode.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Where it is used, how to redeem, the terms, and when it expires. */
export function RedeemingSection({ form }: { form: RewardForm }) {
  const t = useT();
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const expiry = useWatch({ control, name: 'expiry_type' });
  return (
    <Section title={t('rewards.form.redeeming')} description={t('rewards.form.redeeming_hint')}>
      <RedeemModeChoice form={form} />
      <Field
        label={t('rewards.form.how')}
        hint={t('rewards.form.how_hint')}
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
        <p className="text-sm font-medium text-slate-700">{t('rewards.form.expires')}</p>
        <Segmented
          label={t('rewards.form.expires_label')}
          value={expiry}
          options={EXPIRY_TYPES.map((value) => ({ value, label: t(`rewards.expiry.${value}`) }))}
          onChange={(next) =>
            setValue('expiry_type', next, { shouldDirty: true, shouldValidate: true })
          }
          testId="reward-expiry"
        />
        {expiry === 'date' ? (
          <div className="sm:max-w-xs">
            <Field
              label={t('rewards.form.valid_until')}
              hint={t('rewards.form.valid_until_hint')}
              error={errors.expiry_date?.message}
            >
              {(field) => <Input {...field} {...register('expiry_date')} type="date" />}
            </Field>
          </div>
        ) : null}
        {expiry === 'days_after_win' ? (
          <div className="sm:max-w-xs">
            <Field label={t('rewards.expiry.days_after_win')} error={errors.expiry_days?.message}>
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
      <Field label={t('rewards.form.terms')} error={errors.terms?.message}>
        {(field) => (
          <Textarea {...field} {...register('terms')} rows={4} maxLength={REWARD_LIMITS.termsMax} />
        )}
      </Field>
    </Section>
  );
}
