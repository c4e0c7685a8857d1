import type { GameType } from '@playdesk/games';
import type { ComponentType } from 'react';
import { EmojiqEditor } from './EmojiqEditor';
import { MemoryEditor } from './MemoryEditor';
import { PersonalityEditor } from './PersonalityEditor';
import { PuzzleEditor } from './PuzzleEditor';
import { QuizEditor } from './QuizEditor';
import { ScratchEditor } from './ScratchEditor';
import { WheelEditor } from './WheelEditor';
import { WordhuntEditor } from './WordListEditor';
import { WordleEditor } from './WordleEditor';
import type { MessageKey } from '../../../i18n/i18n';

interface ContentEditor {
  /** The content card's heading and the line under it (src/i18n, part `games`). */
  title: MessageKey;
  description: MessageKey;
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
    title: 'games.content.quiz.title',
    description: 'games.content.quiz.hint',
  },
  wordle: {
    Editor: WordleEditor,
    title: 'games.content.wordle.title',
    description: 'games.content.wordle.hint',
  },
  emojiq: {
    Editor: EmojiqEditor,
    title: 'games.content.emojiq.title',
    description: 'games.content.emojiq.hint',
  },
  wordhunt: {
    Editor: WordhuntEditor,
    title: 'games.content.wordhunt.title',
    description: 'games.content.wordhunt.hint',
  },
  puzzle: {
    Editor: PuzzleEditor,
    title: 'games.content.puzzle.title',
    description: 'games.content.puzzle.hint',
  },
  scratch: {
    Editor: ScratchEditor,
    title: 'games.content.scratch.title',
    description: 'games.content.scratch.hint',
  },
  wheel: {
    Editor: WheelEditor,
    title: 'games.content.wheel.title',
    description: 'games.content.wheel.hint',
  },
  memory: {
    Editor: MemoryEditor,
    title: 'games.content.memory.title',
    description: 'games.content.memory.hint',
  },
  personality: {
    Editor: PersonalityEditor,
    title: 'games.content.personality.title',
    description: 'games.content.personality.hint',
  },
};
