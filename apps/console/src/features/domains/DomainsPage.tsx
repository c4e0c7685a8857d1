import { GlobeIcon } from '../../ui/icons';
import { SectionPage } from '../access/SectionPage';

export function DomainsPage() {
  return (
    <SectionPage
      title="Domains"
      description="The websites where your games are embedded."
      empty={{
        icon: <GlobeIcon className="size-6" />,
        title: 'No domains yet',
        description:
          'The websites you embed games on will be listed here. Embedded games and pages only load on the domains in this list.',
      }}
    />
  );
}
