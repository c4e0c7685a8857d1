import { useParams } from 'react-router';
import { GiftIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function RewardListPage() {
  return (
    <SectionPage
      title="Rewards"
      description="What winners get: coupon codes and prizes."
      empty={{
        icon: <GiftIcon className="size-6" />,
        title: 'No rewards yet',
        description:
          'The rewards you offer will be listed here with the games they belong to and how many were claimed.',
        points: [
          'A pool of coupon codes, each handed to one winner only.',
          'Players find the rewards they won on your rewards page.',
        ],
      }}
    />
  );
}

export function RewardEditorPage({ mode }: { mode: 'add' | 'edit' }) {
  const { id = '' } = useParams();
  return mode === 'add' ? (
    <SectionPage
      title="New reward"
      description="Something to win."
      empty={{
        icon: <GiftIcon className="size-6" />,
        title: 'Create a reward',
        description:
          'A reward is set up on this page: its name, picture, the codes to hand out and the games that award it.',
      }}
    />
  ) : (
    <SectionPage
      title="Reward"
      description={`Reward ${id}`}
      empty={{
        icon: <GiftIcon className="size-6" />,
        title: 'No reward at this address',
        description:
          "This account has no reward with this link. A reward's page shows its codes, the games that award it and who claimed it.",
      }}
    />
  );
}
