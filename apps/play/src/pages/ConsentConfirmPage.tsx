import { api } from '../lib/api.js';
import { CheckIcon } from '../ui/icons.js';
import { InfoCard } from '../ui/PageShell.js';
import { OneTimeLinkPage } from './OneTimeLink.js';

/**
 * `/consent/confirm?token=…`: the link in a double opt-in email. Opening it confirms the consent
 * (once; the server says when the link is not valid or was already used).
 */
export function ConsentConfirmPage({ token }: { token: string | null }) {
  return (
    <OneTimeLinkPage
      token={token}
      title="Confirm your consent"
      send={(t) => api.confirmConsent(t)}
      done={({ message }) => (
        <InfoCard icon={CheckIcon} title="Confirmed">
          <p>{message}</p>
          <p>You can close this page.</p>
        </InfoCard>
      )}
    />
  );
}
