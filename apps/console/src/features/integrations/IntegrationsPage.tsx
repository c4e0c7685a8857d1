import { PlugIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function IntegrationsPage() {
  return (
    <SectionPage
      title="Integrations"
      description="Connect Playdesk to the tools you already use."
      empty={{
        icon: <PlugIcon className="size-6" />,
        title: 'No integrations connected',
        description:
          'Connected tools will be listed here. Each receives the new players and the rewards they win as they happen, sent to the address you give.',
      }}
    />
  );
}
