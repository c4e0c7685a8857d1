import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchProfile } from '../../api/queries';
import { pathTo } from '../../rules/routes';
import { sessionStore } from '../../session/session';
import { toast } from '../../session/toast';
import { appT } from '../../i18n/i18n';

export const CONFIRM_POLL_MS = 1500;
export const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * Back from the provider's checkout (`/payment?checkout=success|cancelled`). On success the
 * provider's webhook makes the plan paid, usually within seconds: the profile is asked again every
 * 1.5 s for up to 30 s, and once paid the session has it (fetchProfile applies it) and the
 * Dashboard opens. `cancelled` changes nothing; the page only says so.
 */
export type CheckoutReturn = 'none' | 'confirming' | 'slow' | 'cancelled';

export function useCheckoutReturn(): { state: CheckoutReturn; retry(): void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = params.get('checkout');
  const [state, setState] = useState<CheckoutReturn>(
    outcome === 'success' ? 'confirming' : outcome === 'cancelled' ? 'cancelled' : 'none',
  );
  useEffect(() => {
    if (state !== 'confirming') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    // The test provider answers the paid session itself: it needs no second "paid" message.
    const wasPaid = sessionStore.getState().user?.account_plan.status === 'paid';
    const poll = async () => {
      try {
        const profile = await fetchProfile();
        if (stopped) return;
        if (profile.user.account_plan.status === 'paid') {
          if (!wasPaid) toast.success(appT()('billing.payment.received'));
          await navigate(pathTo('Dashboard'), { replace: true });
          return;
        }
      } catch {
        // A failed check is tried again on the next tick.
      }
      if (stopped) return;
      if (Date.now() - started >= CONFIRM_TIMEOUT_MS) setState('slow');
      else timer = setTimeout(() => void poll(), CONFIRM_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [state, navigate]);

  return { state, retry: () => setState('confirming') };
}
