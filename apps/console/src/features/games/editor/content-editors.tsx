import type { GameType } from '@playdesk/games';
import { GAME_TYPES } from '@playdesk/games/registry';
import type { ComponentType } from 'react';
import * as EDITORS from '../editors';
import type { ContentEditor } from '../editors/codec';

interface ConsoleContentEditor extends Omit<ContentEditor<unknown>, 'codec'> {
  /** Edits `content` of the editor's form (its shape and codec: the folder's `form.ts`). */
  Editor: ComponentType;
}

/**
 * Each game's `Editor.tsx` in its folder `../editors/<type>/`, found without a registry line.
 * Eager: they are bundled into this chunk (the game editor page's) as static imports would be.
 */
const EDITOR_FILES = import.meta.glob<ComponentType>('../editors/*/Editor.tsx', {
  eager: true,
  import: 'default',
});

function editorOf(type: GameType): ComponentType {
  const Editor = EDITOR_FILES[`../editors/${type}/Editor.tsx`];
  if (!Editor)
    throw new Error(
      `No content editor: add apps/console/src/features/games/editors/${type}/Editor.tsx`,
    );
  return Editor;
}

/**
 * The console's own part of each game: which editor edits its content, and the content card's
 * texts (its folder `../editors/<type>/`, listed in `../editors/index.ts`). Every other fact
 * about a game (name, icon, starter content, views, footer buttons) is in the games registry.
 */
export const CONTENT_EDITORS = Object.fromEntries(
  GAME_TYPES.map((type): [GameType, ConsoleContentEditor] => {
    const { title, description, messages } = EDITORS[type];
    return [type, { title, description, messages, Editor: editorOf(type) }];
  }),
) as Record<GameType, ConsoleContentEditor>;
