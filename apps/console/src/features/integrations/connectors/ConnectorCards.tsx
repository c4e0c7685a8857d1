import { hasModule } from '@playdesk/contract';
import { useSession } from '../../../session/hooks';
import { useConsentChoices } from '../api';
import { useT } from '../../../i18n/i18n';
import { HubspotCard } from './HubspotCard';
import { MailchimpCard } from './MailchimpCard';

/**
 * The Mailchimp and HubSpot cards of the Integrations page: key (shown masked once saved),
 * audience, the consent that allows marketing, on/off, Save, Test connection and the recent
 * sync log. Syncs run on the server's job queue (docs/adr/006-job-queue.md#connectors).
 * One file per card (MailchimpCard, HubspotCard); what both use: ConnectorShell (badge, test,
 * SyncLog), ConsentAndSave, CardSkeleton and form.ts.
 */
export function ConnectorCards() {
  const t = useT();
  // Consents (and known players) come with Player Data, as for the webhooks' consent choice.
  const modules = useSession((s) => s.accessModules);
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const consents = useConsentChoices(crm && (modules === null || hasModule(modules, 'games')));
  const choices = (consents.data?.data ?? []).map((c) => ({ id: c.public_id, name: c.name }));
  return (
    <section className="space-y-4" aria-labelledby="connectors-title">
      <div>
        <h2 id="connectors-title" className="text-lg font-semibold text-slate-900">
          {t('integrations.connectors.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('integrations.connectors.text')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <MailchimpCard consents={choices} />
        <HubspotCard consents={choices} />
      </div>
    </section>
  );
}
