import {
  AcceptInvitationRequest,
  AcceptInvitationAnswer,
  InvitationInfoResponse,
  ACCESS_MODULE_KEYS,
} from '@playdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiRequest, messageOf } from '../../api/client';
import {
  applySignIn,
  AuthHeading,
  landingPath,
  pendingChallenge,
  SocialButtons,
  withLoading,
} from '../../auth';
import { pathTo } from '../../rules/routes';
import { toast } from '../../session/toast';
import { Badge } from '../../ui/Badge';
import { Button, LinkButton } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver, splitServerErrors } from '../../ui/form-errors';
import { Input } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { useT, type MessageKey } from '../../i18n/i18n';

/** The modules an invitation opens, by name (`public.module.*`, one per module of the contract). */
const MODULES = new Set<string>(ACCESS_MODULE_KEYS);
const FIELDS = ['name', 'password'] as const;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; info: InvitationInfoResponse }
  | { state: 'failed'; error: unknown };

/**
 * `/register-team-mate/{id}` (docs/product-rules.md#invitations): the invitation link. A new
 * person chooses a name and password, or uses a social sign-in; someone who already has a login
 * gives its password and the business joins their accounts.
 */
export function TeamMateInvitePage() {
  const t = useT();
  const { id: token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    apiRequest(`invitations/${encodeURIComponent(token)}`, { schema: InvitationInfoResponse })
      .then((info) => live && setLoaded({ state: 'ready', info }))
      .catch((error: unknown) => live && setLoaded({ state: 'failed', error }));
    return () => {
      live = false;
    };
    // The link is asked once per token: not again when the texts change.
  }, [token]);

  if (loaded.state === 'loading')
    return (
      <div aria-busy="true" aria-label={t('public.loading')} className="space-y-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (loaded.state === 'failed')
    return (
      <>
        <AuthHeading title={t('public.unusable')} />
        <div
          role="alert"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {
            // An unknown, used or expired link (404) is said in the user's language.
            loaded.error instanceof ApiError && loaded.error.status === 404
              ? t('public.invalid_link')
              : messageOf(loaded.error)
          }
        </div>
        <LinkButton to={pathTo('Login')} variant="secondary" size="lg" className="mt-6 w-full">
          {t('common.go_sign_in')}
        </LinkButton>
      </>
    );
  return <InvitationForm token={token} info={loaded.info} />;
}

function InvitationForm({ token, info }: { token: string; info: InvitationInfoResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const inviter = info.invited_by ? (info.invited_by.name ?? info.invited_by.email) : null;
  const form = useForm<z.input<typeof AcceptInvitationRequest>, unknown, AcceptInvitationRequest>({
    resolver: contractResolver(AcceptInvitationRequest),
    defaultValues: { name: '', password: '' },
    mode: 'onTouched',
  });
  const accept = useMutation({
    mutationFn: (body: AcceptInvitationRequest) =>
      withLoading(() =>
        apiRequest(`invitations/${encodeURIComponent(token)}/accept`, {
          method: 'POST',
          body: info.has_login ? { password: body.password } : body,
          schema: AcceptInvitationAnswer,
          resetOn401: false,
        }),
      ),
    meta: { errorsInPlace: true },
    onSuccess: async (answer) => {
      // A login with a second factor proves it on the sign-in page (docs/two-factor.md).
      if ('second_factor_required' in answer) {
        pendingChallenge.setState({ step: answer });
        await navigate(pathTo('Login'), { replace: true });
        return;
      }
      await applySignIn(answer);
      toast.success(answer.message);
      await navigate(landingPath(answer), { replace: true });
    },
    onError: (error) => {
      // Field errors show under their field; anything else (a used or expired link) as a warning.
      const placed =
        error instanceof ApiError &&
        Object.keys(splitServerErrors(error.body, FIELDS).fields).length > 0;
      if (placed) applyServerErrors(error.body, form.setError, FIELDS);
      else toast.warning(messageOf(error));
    },
  });
  const { errors } = form.formState;

  return (
    <>
      <AuthHeading
        title={t('public.title', { business: info.business_name })}
        description={
          inviter
            ? t('public.invited_by', {
                inviter,
                email: info.email,
                business: info.business_name,
              })
            : t('public.invited', { email: info.email, business: info.business_name })
        }
      />
      <div className="mb-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <p className="text-sm font-medium text-slate-700">{t('public.modules')}</p>
        <p className="mt-2 flex flex-wrap gap-1.5">
          {info.modules.map((m) => (
            <Badge key={m} tone="primary">
              {MODULES.has(m) ? t(`public.module.${m}` as MessageKey) : m}
            </Badge>
          ))}
        </p>
      </div>
      <form
        noValidate
        className="space-y-5"
        onSubmit={form.handleSubmit((values) => accept.mutate(values))}
      >
        <Field label={t('auth.email')}>
          {(field) => <Input {...field} value={info.email} readOnly disabled />}
        </Field>
        {info.has_login ? (
          <p className="text-sm text-slate-600">
            {t('public.has_login', { business: info.business_name })}
          </p>
        ) : (
          <Field label={t('public.name')} error={errors.name?.message}>
            {(field) => (
              <Input {...field} {...form.register('name')} autoComplete="name" autoFocus />
            )}
          </Field>
        )}
        <Field
          label={info.has_login ? t('auth.password') : t('public.choose_password')}
          error={errors.password?.message}
          hint={info.has_login ? undefined : t('auth.password_rules')}
          aside={
            info.has_login ? (
              <Link
                to={pathTo('ForgotPassword')}
                className="text-sm font-medium text-primary-600 hover:text-primary-700"
              >
                {t('auth.forgot_link')}
              </Link>
            ) : undefined
          }
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('password')}
              type="password"
              autoComplete={info.has_login ? 'current-password' : 'new-password'}
              autoFocus={info.has_login}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
          {t('public.join', { business: info.business_name })}
        </Button>
      </form>
      <SocialButtons invitation={token} label={t('public.social')} />
    </>
  );
}
