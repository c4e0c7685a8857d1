import { BellIcon } from '../../ui/icons';
import { SectionPage } from '../access/SectionPage';

export function NotificationBarPage() {
  return (
    <SectionPage
      title="Notification bar"
      description="A slim bar on your website that invites visitors to play."
      empty={{
        icon: <BellIcon className="size-6" />,
        title: 'No notification bar yet',
        description:
          'The bar sits at the top of your pages and links to the game that is running. Its text, colours and the game it points to are set here.',
      }}
    />
  );
}
