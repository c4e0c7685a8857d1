import type { ComponentType } from 'react';

/** Props every lazy board takes; `view` is the engine's view model as the server sent it. */
export interface BoardProps {
  view: unknown;
  send: (action: Record<string, unknown>) => Promise<void>;
  disabled: boolean;
}

/** A game's lazy chunk: its board and, optionally, what a player shares after the end. */
export interface BoardModule {
  Board: ComponentType<BoardProps>;
  shareSummary?: (view: unknown) => string | null;
}
