import type { SocialProvider } from '@playdesk/contract';
import { useState } from 'react';
import { messageOf } from '../api/client';
import { toast } from '../session/toast';
import { Button } from '../ui/Button';
import { startSocialSignIn, useAuthProviders } from './social';
import { useT } from '../i18n/i18n';

/** The providers' marks, drawn small and in their own colours. */
const MARKS: Record<SocialProvider, React.ReactNode> = {
  google: (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.5c2-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.2-2.7l-3.5-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.2v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8l3.6-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.6 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  ),
  linkedin: (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="#0A66C2"
        d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.6V9h3.5v11.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z"
      />
    </svg>
  ),
};

/**
 * "Continue with …" for each provider the server offers (docs/product-rules.md#social-sign-in);
 * nothing when none is configured. `invitation`: the team invitation being accepted.
 */
export function SocialButtons({ invitation, label }: { invitation?: string; label?: string }) {
  const t = useT();
  const providers = useAuthProviders();
  const [starting, setStarting] = useState<string | null>(null);
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-6" data-testid="social-sign-in">
      <div className="relative mb-5 text-center text-xs text-slate-500">
        <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-px bg-slate-200" />
        <span className="relative bg-white px-3">{label ?? t('auth.social_or')}</span>
      </div>
      <div className="grid gap-2.5">
        {list.map((p) => (
          <Button
            key={p.key}
            variant="secondary"
            size="lg"
            className="w-full"
            icon={MARKS[p.key]}
            loading={starting === p.key}
            disabled={starting !== null}
            onClick={() => {
              setStarting(p.key);
              startSocialSignIn(p.key, invitation).catch((error: unknown) => {
                toast.warning(messageOf(error));
                setStarting(null);
              });
            }}
          >
            {t('auth.social_continue', { provider: p.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
