import { useMutation } from '@tanstack/react-query';
import { ResetPasswordRequest } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { api } from '../api/endpoints';
import { pathTo } from '../rules/routes';
import { toast } from '../session/toast';
import { Button, LinkButton } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { AuthHeading } from './AuthLayout';
import { applyServerErrors, contractResolver } from '../ui/form-errors';
import { ApiError } from '../api/client';
import { appT, useT } from '../i18n/i18n';

/** The contract's request plus a confirmation the user types twice. */
const ResetForm = ResetPasswordRequest.extend({
  confirm: ResetPasswordRequest.shape.password,
}).refine((values) => values.password === values.confirm, {
  path: ['confirm'],
  // Read when the form is checked, in the language of that moment.
  error: () => appT()('auth.passwords_differ'),
});
type ResetForm = z.output<typeof ResetForm>;

/** A refused password or a stale token shows where the user looks, not only in a toast. */
const RESET_FIELDS = ['token', 'password'] as const;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.input<typeof ResetForm>, unknown, ResetForm>({
    resolver: contractResolver(ResetForm),
    defaultValues: { token, password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ResetForm) =>
      api.resetPassword({ token: values.token, password: values.password }),
    meta: { fieldsInPlace: RESET_FIELDS },
    onError: (error) => {
      if (error instanceof ApiError) applyServerErrors(error.body, form.setError, RESET_FIELDS);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await navigate(pathTo('Login'), { replace: true });
    },
  });
  const { errors } = form.formState;

  if (!token) {
    return (
      <>
        <AuthHeading
          title={t('auth.reset_incomplete')}
          description={t('auth.reset_incomplete_help')}
        />
        <LinkButton to={pathTo('ForgotPassword')} size="lg" className="w-full">
          {t('auth.new_link')}
        </LinkButton>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title={t('auth.choose_password')}
        description={t('auth.choose_password_intro')}
      />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        {errors.token?.message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.token.message}.{' '}
            <Link to={pathTo('ForgotPassword')} className="font-medium underline">
              {t('auth.ask_new_link')}
            </Link>
          </p>
        ) : null}
        <input type="hidden" {...form.register('token')} />
        <Field
          label={t('auth.new_password')}
          error={errors.password?.message}
          hint={t('auth.password_rules')}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              autoFocus
            />
          )}
        </Field>
        <Field label={t('auth.repeat_password')} error={errors.confirm?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('confirm')}
              type="password"
              autoComplete="new-password"
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('auth.reset')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        <Link to={pathTo('Login')} className="font-medium text-primary-600 hover:text-primary-700">
          {t('auth.back_to_sign_in')}
        </Link>
      </p>
    </>
  );
}
