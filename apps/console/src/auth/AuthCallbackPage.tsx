import { SOCIAL_PROVIDER_NAMES, isSocialProvider } from '@playdesk/contract';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { messageOf } from '../api/client';
import { pathTo } from '../rules/routes';
import { toast } from '../session/toast';
import { Spinner } from '../ui/Spinner';
import { AuthHeading } from './AuthLayout';
import { applySignIn, finishSocialSignIn, finishSsoSignIn, landingPath } from './social';
import { pendingChallenge } from './second-factor';
import { useT } from '../i18n/i18n';

const PARAMS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

/**
 * `/auth/callback/{provider}` (docs/product-rules.md#social-sign-in): hands what the provider sent back to the API, which
 * checks the state and signs the person in. Success goes on (a new business to Welcome); any
 * failure goes back to Login with the reason as a warning, never a blank page.
 */
export function AuthCallbackPage() {
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const t = useT();
  const sent = useRef(false);
  const name = isSocialProvider(provider)
    ? SOCIAL_PROVIDER_NAMES[provider]
    : provider === 'sso'
      ? t('auth.sso_your_provider')
      : t('auth.social_your_provider');

  useEffect(() => {
    // Once per page load, also under React's development double effects.
    if (sent.current) return;
    sent.current = true;
    const body = Object.fromEntries(
      PARAMS.flatMap((key) => {
        const value = search.get(key);
        return value === null ? [] : [[key, value.slice(0, 2000)]];
      }),
    );
    // Single sign-on's API already checked the identity provider's answer: the code it sent here
    // is traded for the session (docs/single-sign-on.md).
    const finish =
      provider === 'sso'
        ? finishSsoSignIn(search.get('code')?.slice(0, 200) ?? '')
        : finishSocialSignIn(provider, body);
    finish
      .then(async (answer) => {
        // A login with a second factor proves it on the sign-in page (docs/two-factor.md).
        if ('second_factor_required' in answer) {
          pendingChallenge.setState({ step: answer });
          await navigate(pathTo('Login'), { replace: true });
          return;
        }
        const registered = 'outcome' in answer && answer.outcome === 'registered';
        await applySignIn(answer);
        toast.success(answer.message);
        await navigate(registered ? pathTo('Welcome') : landingPath(answer), { replace: true });
      })
      .catch(async (error: unknown) => {
        toast.warning(messageOf(error));
        await navigate(pathTo('Login'), { replace: true });
      });
  }, [provider, search, navigate]);

  return (
    <div aria-busy="true">
      <AuthHeading
        title={t('auth.social_signing_in', { provider: name })}
        description={t('auth.one_moment')}
      />
      <div className="flex justify-center py-6 text-primary-600">
        <Spinner className="size-8" />
      </div>
    </div>
  );
}
