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
import { useT } from '../i18n/i18n';

export function ForgotPasswordPage() {
  const t = useT();
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
        <AuthHeading title={t('auth.check_email')} description={mutation.data.message} />
        <Link
          to={pathTo('Login')}
          className="text-sm font-medium text-primary-600 hover:text-primary-700"
        >
          {t('auth.back_to_sign_in')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t('auth.forgot_title')} description={t('auth.forgot_intro')} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Field label={t('auth.email')} error={form.formState.errors.email?.message}>
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
          {t('auth.send_link')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.remembered')}{' '}
        <Link to={pathTo('Login')} className="font-medium text-primary-600 hover:text-primary-700">
          {t('auth.back_to_sign_in')}
        </Link>
      </p>
    </>
  );
}
