import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LoginRequest } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { useStore } from 'zustand';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { pathTo } from '../rules/routes';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { login, takeIntendedPath, withLoading } from './actions';
import { AuthHeading } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { SecondFactorStep } from './SecondFactorStep';
import { pendingChallenge, signInWithPasskey } from './second-factor';
import { landingPath, startSsoSignIn } from './social';
import { ApiError } from '../api/client';
import { LockIcon } from '../ui/icons';
import { contractResolver } from '../ui/form-errors';
import { useT } from '../i18n/i18n';

export function LoginPage() {
  const navigate = useNavigate();
  const t = useT();
  const step = useStore(pendingChallenge, (state) => state.step);
  const form = useForm<z.input<typeof LoginRequest>, unknown, LoginRequest>({
    resolver: contractResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const [ssoStarting, setSsoStarting] = useState(false);
  // docs/single-sign-on.md: an email of a domain with single sign-on goes to its identity provider.
  const continueWithSso = (email: string) => {
    setSsoStarting(true);
    startSsoSignIn(email).catch(() => setSsoStarting(false));
  };
  const mutation = useMutation({
    mutationFn: (values: LoginRequest) => withLoading(() => login(values)),
    onSuccess: async (challenge) => {
      if (challenge) pendingChallenge.setState({ step: challenge });
      else await navigate(takeIntendedPath(), { replace: true });
    },
    onError: (error, values) => {
      // "Only through SSO": the password is refused, the identity provider takes over.
      if (
        error instanceof ApiError &&
        (error.body as { code?: string } | null)?.code === 'auth.sso_required'
      )
        continueWithSso(values.email);
    },
  });
  const passkey = useMutation({
    mutationFn: () => withLoading(signInWithPasskey),
    onSuccess: (answer) => navigate(landingPath(answer), { replace: true }),
  });
  const { errors } = form.formState;
  const onSso = () => {
    const email = form.getValues('email').trim();
    if (!email.includes('@')) {
      form.setError('email', { message: t('auth.sso_email_first') });
      return;
    }
    continueWithSso(email);
  };

  if (step) return <SecondFactorStep step={step} />;

  return (
    <>
      <AuthHeading title={t('auth.login_title')} description={t('auth.login_intro')} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Field label={t('auth.email')} error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              placeholder={t('auth.email_placeholder')}
              autoFocus
            />
          )}
        </Field>
        <Field
          label={t('auth.password')}
          error={errors.password?.message}
          aside={
            <Link
              to={pathTo('ForgotPassword')}
              className="text-sm font-medium text-primary-600 hover:text-primary-700"
            >
              {t('auth.forgot_link')}
            </Link>
          }
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('password')}
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
          {t('auth.sign_in')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="w-full"
          loading={ssoStarting}
          icon={<LockIcon className="size-4" />}
          onClick={onSso}
          data-testid="sso-sign-in"
        >
          {t('auth.sso_continue')}
        </Button>
      </form>
      <Button
        variant="secondary"
        size="lg"
        className="mt-3 w-full"
        loading={passkey.isPending}
        onClick={() => passkey.mutate()}
      >
        {t('auth.sign_in_passkey')}
      </Button>
      <SocialButtons />
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('auth.new_here')}{' '}
        <Link
          to={pathTo('Register')}
          className="font-medium text-primary-600 hover:text-primary-700"
        >
          {t('auth.create_link')}
        </Link>
      </p>
    </>
  );
}
