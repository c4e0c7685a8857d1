import { useParams } from 'react-router';
import { useSession } from '../../app/hooks';
import { GamesIcon } from '../../ui/icons';
import { SectionPage } from '../access/SectionPage';

/** The six game types (spec §1). */
export const GAME_TYPE_NAMES = [
  'Puzzle',
  'EmojiQ',
  'Wordhunt',
  'Quiz',
  'ScratchMe',
  'Wordle',
] as const;

export function GameListPage() {
  const business = useSession((s) => s.user?.current_account.business_name ?? 'your business');
  return (
    <SectionPage
      title="Games"
      description={`The mini-games ${business} runs for its customers.`}
      empty={{
        icon: <GamesIcon className="size-6" />,
        title: 'No games yet',
        description:
          'Every game of this account will be listed here with its type, status, schedule and how often it was played this month.',
        points: [
          `Six game types: ${GAME_TYPE_NAMES.join(', ')}.`,
          'Three difficulties — easy, normal and hard — worth 10, 30 and 50 points a win.',
          'Each game has its own link to share and a snippet to embed on your website.',
        ],
      }}
    />
  );
}

export function GameAddPage() {
  return (
    <SectionPage
      title="New game"
      description="Choose a game type and make it yours."
      empty={{
        icon: <GamesIcon className="size-6" />,
        title: 'Set up a game',
        description:
          'A new game is set up on this page: its type, difficulty and look, and the texts players read.',
        points: [
          `Pick the type: ${GAME_TYPE_NAMES.join(', ')}.`,
          'Background image, game image and the call-to-action icon.',
          "Pop-up texts for a loss ('Game over') and a win ('Congratulations.').",
          'Instructions for players, written in a rich-text editor.',
        ],
      }}
    />
  );
}

export function GameDetailPage() {
  const { id = '' } = useParams();
  const business = useSession((s) => s.user?.current_account.business_name ?? 'this account');
  return (
    <SectionPage
      title="Game"
      description={`Game ${id}`}
      empty={{
        icon: <GamesIcon className="size-6" />,
        title: 'No game at this address',
        description: `${business} has no game with this link. A game's page shows its settings, schedule, embed code and how it is doing.`,
      }}
    />
  );
}
