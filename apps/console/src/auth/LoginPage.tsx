import { useMutation } from '@tanstack/react-query';
import { LoginRequest } from '@playdesk/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { pathTo } from '../rules/routes';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { login, takeIntendedPath, withLoading } from './actions';
import { AuthHeading } from './AuthLayout';
import { SocialButtons } from './SocialButtons';
import { contractResolver } from '../ui/form-errors';

export function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<z.input<typeof LoginRequest>, unknown, LoginRequest>({
    resolver: contractResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: LoginRequest) => withLoading(() => login(values)),
    onSuccess: () => navigate(takeIntendedPath(), { replace: true }),
  });
  const { errors } = form.formState;

  return (
    <>
      <AuthHeading
        title="Sign in to Playdesk"
        description="Welcome back. Enter your details to continue."
      />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="space-y-5"
      >
        <Field label="Email" error={errors.email?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              placeholder="you@business.com"
              autoFocus
            />
          )}
        </Field>
        <Field
          label="Password"
          error={errors.password?.message}
          aside={
            <Link
              to={pathTo('ForgotPassword')}
              className="text-sm font-medium text-primary-600 hover:text-primary-700"
            >
              Forgot password?
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
          Sign in
        </Button>
      </form>
      <SocialButtons />
      <p className="mt-8 text-center text-sm text-slate-600">
        New to Playdesk?{' '}
        <Link
          to={pathTo('Register')}
          className="font-medium text-primary-600 hover:text-primary-700"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
