import type { GameType } from '@playdesk/games';
import type { ComponentType } from 'react';
import { EmojiqEditor } from './EmojiqEditor';
import { PuzzleEditor } from './PuzzleEditor';
import { QuizEditor } from './QuizEditor';
import { ScratchEditor } from './ScratchEditor';
import { WordhuntEditor } from './WordListEditor';
import { WordleEditor } from './WordleEditor';

interface ContentEditor {
  /** The content card's heading and the line under it. */
  title: string;
  description: string;
  /** Edits `content` of the editor's form (its shape and codec: `../content-forms.ts`). */
  Editor: ComponentType;
}

/**
 * The console's own part of each game: which editor edits its content. Every other fact about a
 * game (name, icon, starter content, views, footer buttons) is in the games registry.
 */
export const CONTENT_EDITORS: Record<GameType, ContentEditor> = {
  quiz: {
    Editor: QuizEditor,
    title: 'Questions',
    description: 'Write each question with its options and mark the right answer.',
  },
  wordle: {
    Editor: WordleEditor,
    title: 'Secret words',
    description: 'The words players try to guess. Use words that fit your business.',
  },
  emojiq: {
    Editor: EmojiqEditor,
    title: 'Phrases',
    description: 'Each phrase is a row of emoji and the answer players spell out.',
  },
  wordhunt: {
    Editor: WordhuntEditor,
    title: 'Hidden words',
    description: 'The words hidden in the letter grid.',
  },
  puzzle: {
    Editor: PuzzleEditor,
    title: 'Picture',
    description: 'The picture players put back together.',
  },
  scratch: {
    Editor: ScratchEditor,
    title: 'Prizes',
    description: 'What a card can reveal, and how likely each prize is.',
  },
};
