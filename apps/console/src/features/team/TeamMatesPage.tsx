import { TeamIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function TeamMatesPage() {
  return (
    <SectionPage
      title="Team mates"
      description="The people who help run this account."
      empty={{
        icon: <TeamIcon className="size-6" />,
        title: 'No team mates yet',
        description: 'Colleagues you invite will be listed here with what each of them can open.',
        points: [
          'Invite by email: they choose their own password.',
          'Give each person only the sections they need: games, rewards, teams, PWA, integrations or account management.',
        ],
      }}
    />
  );
}
