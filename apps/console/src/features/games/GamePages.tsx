import { useParams } from 'react-router';
import { useSession } from '../../app/hooks';
import { BellIcon, CalendarIcon, GamesIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
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

function MonthGrid() {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth();
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const offset = (first.getDay() + 6) % 7; // weeks start on Monday
  const cells = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  const label = first.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  return (
    <div className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
        {label}
      </div>
      <div className="grid grid-cols-7 border-b border-slate-100 bg-slate-50 text-center text-xs font-medium text-slate-500">
        {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {cells.map((day, index) => (
          <div
            key={index}
            className="h-12 border-r border-b border-slate-100 p-1.5 text-right text-xs text-slate-500 sm:h-16 [&:nth-child(7n)]:border-r-0"
          >
            {day ? (
              <span
                className={
                  day === now.getDate()
                    ? 'inline-flex size-6 items-center justify-center rounded-full bg-primary-600 font-semibold text-white'
                    : ''
                }
              >
                {day}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

export function GameCalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" description="Which game runs on which days." />
      <MonthGrid />
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
        <CalendarIcon className="size-5 shrink-0 text-primary-600" />
        <p>
          <span className="font-medium text-slate-900">Nothing scheduled.</span> Scheduled games
          appear on their days in this calendar. Plan a run for each game so your players find
          something new every week.
        </p>
      </div>
    </>
  );
}

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
