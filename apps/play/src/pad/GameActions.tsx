/** The game's help buttons, shown while playing (a part of the pad loaded after its intro). */
import type { FooterButton } from '@playdesk/games';
import {
  HintIcon,
  LetterIcon,
  ResetIcon,
  SolveIcon,
  type IconComponent,
} from '@playdesk/games/icons';
import { TileButton } from './Footer.js';
import type { GameActionKey } from './Footer.js';
import { useT } from '../i18n/i18n.js';

const GAME_ACTIONS: { key: GameActionKey; Icon: IconComponent }[] = [
  { key: 'letter', Icon: LetterIcon },
  { key: 'hint', Icon: HintIcon },
  { key: 'reset', Icon: ResetIcon },
  { key: 'solve', Icon: SolveIcon },
];

interface GameActionsProps {
  buttons: readonly FooterButton[];
  busy: GameActionKey | null;
  disabled: boolean;
  canBuyLetter: boolean;
  onAction: (key: GameActionKey) => void;
}

/** Letter, Hint, Reset and Solve: moves the game's engine accepts, shown while playing. */
export function GameActions({ buttons, busy, disabled, canBuyLetter, onAction }: GameActionsProps) {
  const t = useT();
  const shown = GAME_ACTIONS.filter((a) => buttons.includes(a.key));
  if (shown.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('pad.actions.group')}
      className="grid gap-2"
      style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}
    >
      {shown.map((action) => (
        <TileButton
          key={action.key}
          icon={<action.Icon className="size-6" />}
          label={t(`pad.actions.${action.key}`)}
          hint={action.key === 'letter' ? t('pad.actions.letter_cost') : undefined}
          busy={busy === action.key}
          disabled={disabled || (action.key === 'letter' && !canBuyLetter)}
          onClick={() => onAction(action.key)}
        />
      ))}
    </div>
  );
}
