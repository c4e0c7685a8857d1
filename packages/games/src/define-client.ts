/**
 * The browser half of a game's description (see define.ts): its icon, its lazy React view and the
 * few things the player app's frame draws around the view.
 */
import type { ComponentType } from 'react';
import type { GameInfo } from './define.js';
import type { IconComponent } from './icons.js';
import type { ViewT } from './view-texts.js';

export interface GameViewProps<TView, TAction> {
  /** The engine's view, as the server (or the console's preview) computed it. */
  view: TView;
  /** Sends one move; rejects with the refusal's message, which the view shows. */
  send: (action: TAction) => Promise<void>;
  disabled?: boolean;
  /** The texts in the player's language (view-texts.ts); English without one. */
  t?: ViewT;
}

export type GameViewComponent<TView, TAction> = ComponentType<GameViewProps<TView, TAction>>;

export interface GameClient<
  TType extends string = string,
  TView = unknown,
  TAction = unknown,
> extends GameInfo<TType> {
  /** The game type's icon (decorative: the name is always written next to it). */
  Icon: IconComponent;
  /** Downloads the game's view: a separate chunk, fetched only when a game of this type shows. */
  loadView(): Promise<GameViewComponent<TView, TAction>>;
  /**
   * The height the view needs at `width` (a CSS length), reserved before it loads so nothing
   * below it moves when it appears. Square boards grow with the width; the others are constant.
   */
  boardHeight(width: string): string;
  /**
   * How long the end pop-up waits once the play has ended, in ms (default: a short moment to see
   * the last move land). A game that animates its end (the wheel turning) waits for it.
   */
  resultDelayMs?(): number;
  /** What a player shares after a play (emoji marks, never answers), or null for nothing. */
  shareSummary?(view: TView): string | null;
}

/** Infers a game's browser types from its parts. */
export function defineGameClient<const TType extends string, TView, TAction>(
  client: GameClient<TType, TView, TAction>,
): GameClient<TType, TView, TAction> {
  return client;
}
