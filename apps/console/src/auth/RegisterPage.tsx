import { useMutation } from '@tanstack/react-query';
import { formatUsd, RegisterRequest, type Plan } from '@playdesk/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { usePlans } from '../api/queries';
import { pathTo } from '../rules/routes';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { Field } from '../ui/Field';
import { CheckIcon } from '../ui/icons';
import { Input } from '../ui/Input';
import { register as registerAccount, withLoading } from './actions';
import { AuthHeading } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { applyServerErrors, contractResolver } from '../ui/form-errors';
import { ApiError } from '../api/client';
import { useT, type T } from '../i18n/i18n';

export function priceLabel(plan: Plan, t: T): string {
  return t('auth.plan_price', { price: formatUsd(plan.price_cents) });
}

/** A plan's selling points, as the sign-up page lists them. */
function planFeatures(plan: Plan, t: T): string[] {
  return [
    t('plan.gameplays', { count: plan.monthly_total_impressions }),
    plan.sub_accounts === 0
      ? t('plan.one_account')
      : t('plan.extra_accounts', { count: plan.sub_accounts }),
    plan.team_mates === 0 ? t('plan.no_team') : t('plan.team', { count: plan.team_mates }),
    plan.sms_per_month === 0 ? t('plan.no_sms') : t('plan.sms', { count: plan.sms_per_month }),
    t(plan.crm ? 'plan.crm' : 'plan.no_crm'),
    // docs/single-sign-on.md: named on the plans that include it.
    ...(plan.sso ? [t('plan.sso')] : []),
  ];
}

/** The fields whose server errors (a weak password, a taken plan key) show under them. */
const REGISTER_FIELDS = ['business_name', 'email', 'password', 'plan'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const t = useT();
  const [params] = useSearchParams();
  const plans = usePlans();
  const form = useForm<z.input<typeof RegisterRequest>, unknown, RegisterRequest>({
    resolver: contractResolver(RegisterRequest),
    defaultValues: { business_name: '', email: '', password: '', plan: params.get('plan') ?? '' },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'plan' });

  // Preselect the first plan once the catalogue has loaded (unless the link named one). A sign-up
  // sent before it loaded was refused with "Choose a plan": checked again, that error goes.
  const firstPlan = plans.data?.plans[0]?.key;
  useEffect(() => {
    if (firstPlan && !form.getValues('plan')) {
      form.setValue('plan', firstPlan, { shouldValidate: !!form.getFieldState('plan').error });
    }
  }, [firstPlan, form]);

  const mutation = useMutation({
    mutationFn: (values: RegisterRequest) => withLoading(() => registerAccount(values)),
    // A refused password is said under the password field, in words; other errors stay toasts.
    meta: { fieldsInPlace: REGISTER_FIELDS },
    onError: (error) => {
      if (error instanceof ApiError) applyServerErrors(error.body, form.setError, REGISTER_FIELDS);
    },
    onSuccess: async (answer) => {
      const pending = answer.user.account_plan.status === 'pending_payment';
      await navigate(pathTo(pending ? 'Payment' : 'Welcome'), { replace: true });
    },
  });

  return (
    <>
      <AuthHeading title={t('auth.register_title')} description={t('auth.register_intro')} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Field label={t('auth.business_name')} error={errors.business_name?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('business_name')}
              autoComplete="organization"
              autoFocus
            />
          )}
        </Field>
        <Field label={t('auth.work_email')} error={errors.email?.message}>
          {(field) => (
            <Input {...field} {...form.register('email')} type="email" autoComplete="email" />
          )}
        </Field>
        <Field
          label={t('auth.password')}
          error={errors.password?.message}
          hint={t('auth.password_rules')}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t('auth.plan')}</legend>
          {plans.isPending ? (
            <div className="grid gap-2.5 sm:grid-cols-2">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />
              ))}
            </div>
          ) : plans.isError ? (
            <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {t('auth.plans_failed')}{' '}
              <button
                type="button"
                className="font-medium underline"
                onClick={() => void plans.refetch()}
              >
                {t('common.try_again')}
              </button>
            </p>
          ) : (
            <div className="grid gap-2.5 sm:grid-cols-2" data-testid="plan-options">
              {plans.data.plans.map((plan) => {
                const selected = chosen === plan.key;
                return (
                  <label
                    key={plan.key}
                    data-testid={`plan-${plan.key}`}
                    className={cx(
                      'relative flex cursor-pointer flex-col rounded-xl border p-3.5 transition-colors',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                      selected
                        ? 'border-primary-600 bg-primary-50/60 ring-1 ring-primary-600'
                        : 'border-slate-200 hover:border-slate-300',
                    )}
                  >
                    <input
                      type="radio"
                      value={plan.key}
                      {...form.register('plan')}
                      className="sr-only"
                    />
                    <span className="flex items-center justify-between">
                      <span className="text-sm font-semibold text-slate-900">{plan.name}</span>
                      {selected ? (
                        <span className="flex size-5 items-center justify-center rounded-full bg-primary-600 text-white">
                          <CheckIcon className="size-3.5" strokeWidth={2.5} />
                        </span>
                      ) : null}
                    </span>
                    <span className="mt-1 text-lg font-semibold text-primary-700">
                      {priceLabel(plan, t)}
                    </span>
                    <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
                      {planFeatures(plan, t).map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </label>
                );
              })}
            </div>
          )}
          {errors.plan?.message ? (
            <p className="mt-1.5 text-sm text-red-600" role="alert">
              {errors.plan.message}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-500">{t('auth.plan_note')}</p>
        </fieldset>

        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('auth.create_account')}
        </Button>
      </form>
      <SocialButtons />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.have_account')}{' '}
        <Link to={pathTo('Login')} className="font-medium text-primary-600 hover:text-primary-700">
          {t('auth.sign_in')}
        </Link>
      </p>
    </>
  );
}
