import { useMutation } from '@tanstack/react-query';
import { PASSWORD_RULES, ResetPasswordRequest } from '@playdesk/contract';
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

/** The contract's request plus a confirmation the user types twice. */
const ResetForm = ResetPasswordRequest.extend({
  confirm: ResetPasswordRequest.shape.password,
}).refine((values) => values.password === values.confirm, {
  path: ['confirm'],
  message: 'The passwords do not match',
});
type ResetForm = z.output<typeof ResetForm>;

/** A refused password or a stale token shows where the user looks, not only in a toast. */
const RESET_FIELDS = ['token', 'password'] as const;

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<z.input<typeof ResetForm>, unknown, ResetForm>({
    resolver: contractResolver(ResetForm),
    defaultValues: { token, password: '', confirm: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ token: t, password }: ResetForm) => api.resetPassword({ token: t, password }),
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
          title="This reset link is incomplete"
          description="Open the link from the password-reset email again, or ask for a new one."
        />
        <LinkButton to={pathTo('ForgotPassword')} size="lg" className="w-full">
          Send me a new link
        </LinkButton>
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Choose a new password" description="You'll sign in with it next." />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        {errors.token?.message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.token.message}.{' '}
            <Link to={pathTo('ForgotPassword')} className="font-medium underline">
              Ask for a new link
            </Link>
          </p>
        ) : null}
        <input type="hidden" {...form.register('token')} />
        <Field label="New password" error={errors.password?.message} hint={PASSWORD_RULES}>
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
        <Field label="Repeat the new password" error={errors.confirm?.message}>
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
          Reset password
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        <Link to={pathTo('Login')} className="font-medium text-primary-600 hover:text-primary-700">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
