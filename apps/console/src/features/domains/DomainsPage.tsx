import { GlobeIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function DomainsPage() {
  return (
    <SectionPage
      title="Domains"
      description="The websites where your games are embedded."
      empty={{
        icon: <GlobeIcon className="size-6" />,
        title: 'No domains yet',
        // Say what is true today: nothing checks where an embed is loaded yet.
        description:
          'Listing your websites here is not available yet. Until it is, your embedded games and pages load on any website that has their embed code.',
      }}
    />
  );
}
