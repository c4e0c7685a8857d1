import { useEffect, useEffectEvent, useState } from 'react';
import type { WordleAction, WordleMark, WordleViewModel } from './engine.js';
import { errorMessage } from '../view-support.js';
import { keyTile, keyboardFor, normalizeLetters, tilesOf, upperTile } from './letters.js';
import type { WordLanguage } from './letters.js';

export interface WordleViewProps {
  view: WordleViewModel;
  send: (action: WordleAction) => Promise<void>;
  disabled?: boolean;
}

const MARK_TEXT: Record<WordleMark, string> = {
  correct: 'in the right place',
  present: 'in the word, wrong place',
  absent: 'not in the word',
};

const TILE_CLASSES: Record<WordleMark | 'typed' | 'empty', string> = {
  correct: 'border-green-600 bg-green-600 text-white',
  present: 'border-amber-500 bg-amber-500 text-white',
  absent: 'border-gray-500 bg-gray-500 text-white',
  typed: 'border-gray-500 bg-white text-gray-900',
  empty: 'border-gray-300 bg-white text-gray-900',
};

const KEY_CLASSES: Record<WordleMark | 'unused', string> = {
  correct: 'bg-green-600 text-white',
  present: 'bg-amber-500 text-white',
  absent: 'bg-gray-500 text-white',
  unused: 'bg-gray-200 text-gray-900 hover:bg-gray-300',
};

function Tile({ letter, mark }: { letter: string; mark?: WordleMark }) {
  const label = letter ? `${upperTile(letter)}${mark ? `, ${MARK_TEXT[mark]}` : ''}` : 'empty';
  return (
    <div
      role="img"
      aria-label={label}
      title={mark ? MARK_TEXT[mark] : undefined}
      className={`flex aspect-square items-center justify-center rounded border-2 text-2xl font-bold uppercase select-none ${TILE_CLASSES[mark ?? (letter ? 'typed' : 'empty')]}`}
    >
      {letter ? upperTile(letter) : ''}
    </div>
  );
}

function Board({ view, typed }: { view: WordleViewModel; typed: string }) {
  const rows = Array.from({ length: view.max_tries }, (_, row) => {
    const guess = view.guesses[row];
    const isCurrent = !guess && row === view.guesses.length && view.status === 'playing';
    const word = guess?.word ?? (isCurrent ? typed : '');
    return { word, marks: guess?.marks, label: guess ? `Guess ${row + 1}` : `Row ${row + 1}` };
  });
  return (
    <div className="mx-auto grid w-full max-w-xs gap-1.5" aria-label="Guesses">
      {rows.map((row, r) => (
        <div
          key={r}
          role="group"
          aria-label={row.label}
          className="grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${view.word_length}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: view.word_length }, (_, i) => (
            <Tile key={i} letter={tilesOf(row.word)[i] ?? ''} mark={row.marks?.[i]} />
          ))}
        </div>
      ))}
    </div>
  );
}

interface KeyboardProps {
  language: WordLanguage;
  keyboard: WordleViewModel['keyboard'];
  disabled: boolean;
  onKey: (key: string) => void;
}

/** Keeps the focus where it is when a key is clicked, so the physical Enter still submits. */
function keepFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}

function Keyboard({ language, keyboard, disabled, onKey }: KeyboardProps) {
  const rows = keyboardFor(language);
  const base =
    'flex h-12 min-w-0 items-center justify-center rounded font-semibold uppercase touch-manipulation select-none disabled:opacity-50';
  return (
    <div className="flex w-full flex-col gap-1.5" role="group" aria-label="Keyboard">
      {rows.map((row, r) => (
        <div key={row.join('')} className="flex justify-center gap-1">
          {r === rows.length - 1 && (
            <button
              type="button"
              disabled={disabled}
              onMouseDown={keepFocus}
              onClick={() => onKey('Enter')}
              className={`${base} flex-[1.5] bg-primary-600 px-1 text-xs text-white hover:bg-primary-700`}
            >
              Enter
            </button>
          )}
          {row.map((letter) => {
            const mark = keyboard[letter];
            return (
              <button
                key={letter}
                type="button"
                disabled={disabled}
                onMouseDown={keepFocus}
                onClick={() => onKey(letter)}
                aria-label={mark ? `${upperTile(letter)}, ${MARK_TEXT[mark]}` : upperTile(letter)}
                className={`${base} flex-1 text-base ${KEY_CLASSES[mark ?? 'unused']}`}
              >
                {upperTile(letter)}
              </button>
            );
          })}
          {r === rows.length - 1 && (
            <button
              type="button"
              disabled={disabled}
              onMouseDown={keepFocus}
              onClick={() => onKey('Backspace')}
              aria-label="Delete letter"
              className={`${base} flex-[1.5] bg-gray-200 text-lg text-gray-900 hover:bg-gray-300`}
            >
              ⌫
            </button>
          )}
        </div>
      ))}
    </div>
  );
}

function endMessage(view: WordleViewModel): string {
  const word = tilesOf(view.secret ?? '')
    .map(upperTile)
    .join('');
  if (view.status === 'won') return `You found ${word}!`;
  if (view.reason === 'timeout') return `Time is up. The word was ${word}.`;
  return `The word was ${word}.`;
}

/**
 * The typed tiles after one more: in the language's tile form (Dutch `i` then `j` become `ĳ`),
 * never more than the word's tiles.
 */
export function typeTile(
  language: WordLanguage,
  typed: string,
  tile: string,
  length: number,
): string {
  const next = normalizeLetters(language, typed + tile);
  return tilesOf(next).length <= length ? next : typed;
}

/** Wordle board with an on-screen keyboard; also listens to the physical keyboard. */
export function WordleView({ view, send, disabled = false }: WordleViewProps) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const locked = disabled || pending || view.status !== 'playing';
  const language = view.language ?? 'en';

  async function submit() {
    if (tilesOf(typed).length < view.word_length) {
      setMessage('Not enough letters');
      return;
    }
    setPending(true);
    try {
      await send({ type: 'guess', word: typed });
      setTyped('');
      setMessage('');
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setPending(false);
    }
  }

  function press(key: string) {
    if (locked) return;
    if (key === 'Enter') {
      void submit();
    } else if (key === 'Backspace') {
      setTyped((t) => tilesOf(t).slice(0, -1).join(''));
      setMessage('');
    } else {
      const tile = keyTile(language, key);
      if (!tile) return;
      setTyped((t) => typeTile(language, t, tile, view.word_length));
      setMessage('');
    }
  }

  const onPhysicalKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'Enter' && target?.closest('button')) return; // the focused button acts
    if (event.key === 'Enter' || event.key === 'Backspace' || keyTile(language, event.key)) {
      event.preventDefault();
      press(event.key);
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onPhysicalKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-4 p-2">
      <Board view={view} typed={typed} />
      <p
        className="min-h-6 text-center text-sm font-medium text-gray-800"
        role="status"
        aria-live="polite"
      >
        {view.status === 'playing' ? message : endMessage(view)}
      </p>
      <p className="sr-only">
        {view.tries_left} {view.tries_left === 1 ? 'try' : 'tries'} left
      </p>
      <Keyboard language={language} keyboard={view.keyboard} disabled={locked} onKey={press} />
    </div>
  );
}
