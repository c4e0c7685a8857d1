import { useSession, useViewer } from '../../session/hooks';
import { pathTo } from '../../rules/routes';
import { showUpgrade } from '../../rules/visibility';
import { LinkButton } from '../../ui/Button';
import { UsersIcon } from '../../ui/icons';
import { SectionPage } from '../../ui/SectionPage';

export function CrmPage() {
  const crm = useSession((s) => s.user?.plan.crm ?? false);
  const viewer = useViewer();
  if (!crm) {
    return (
      <SectionPage
        title="Player data"
        description="The players who played your games."
        empty={{
          icon: <UsersIcon className="size-6" />,
          title: 'Player data is not part of your plan',
          description:
            'Plans with player data list the players who left their details while playing, with their scores and rewards.',
          action:
            viewer && showUpgrade(viewer) ? (
              <LinkButton to={pathTo('Upgrade')}>Compare plans</LinkButton>
            ) : undefined,
        }}
      />
    );
  }
  return (
    <SectionPage
      title="Player data"
      description="The players who played your games."
      empty={{
        icon: <UsersIcon className="size-6" />,
        title: 'No players yet',
        description:
          'Players who leave their name and email while playing will be listed here, with their best scores, the games they played and the rewards they won.',
      }}
    />
  );
}
