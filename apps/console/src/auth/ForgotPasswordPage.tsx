import { useMutation } from '@tanstack/react-query';
import { ForgotPasswordRequest } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { api } from '../api/endpoints';
import { pathTo } from '../rules/routes';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { MailIcon } from '../ui/icons';
import { Input } from '../ui/Input';
import { AuthHeading } from './AuthLayout';
import { contractResolver } from '../ui/form-errors';

export function ForgotPasswordPage() {
  const form = useForm<z.input<typeof ForgotPasswordRequest>, unknown, ForgotPasswordRequest>({
    resolver: contractResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({ mutationFn: api.forgotPassword });

  if (mutation.isSuccess) {
    return (
      <div className="text-center">
        <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <MailIcon className="size-6" />
        </div>
        <AuthHeading title="Check your email" description={mutation.data.message} />
        <Link
          to={pathTo('Login')}
          className="text-sm font-medium text-primary-600 hover:text-primary-700"
        >
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        description="Enter the email you sign in with and we'll send you a link to choose a new password."
      />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Field label="Email" error={form.formState.errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              autoFocus
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          Send reset link
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={pathTo('Login')} className="font-medium text-primary-600 hover:text-primary-700">
          Back to sign in
        </Link>
      </p>
    </>
  );
}
