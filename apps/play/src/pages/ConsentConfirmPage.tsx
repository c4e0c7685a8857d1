import { api } from '../lib/api.js';
import { CheckIcon } from '../ui/icons.js';
import { InfoCard } from '../ui/PageShell.js';
import { OneTimeLinkPage } from './OneTimeLink.js';
import { useT } from '../i18n/i18n.js';

/**
 * `/consent/confirm?token=…`: the link in a double opt-in email. Opening it confirms the consent
 * (once; the server says when the link is not valid or was already used).
 */
export function ConsentConfirmPage({ token }: { token: string | null }) {
  const tr = useT();
  return (
    <OneTimeLinkPage
      token={token}
      title={tr('link.consent_title')}
      send={(t) => api.confirmConsent(t)}
      done={({ message }) => (
        <InfoCard icon={CheckIcon} title={tr('link.confirmed')}>
          <p>{message}</p>
          <p>{tr('link.close_page')}</p>
        </InfoCard>
      )}
    />
  );
}
