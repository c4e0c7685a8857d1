import { PhoneIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function PwaPage() {
  return (
    <SectionPage
      title="PWA"
      description="Your games as an app on your players' phones."
      empty={{
        icon: <PhoneIcon className="size-6" />,
        title: 'Your game app is not set up',
        description:
          "Players can add your games to their phone's home screen and open them like an app. Its name, icon and colours, and the game it opens with, are set here.",
      }}
    />
  );
}
