import { useEffect, useEffectEvent, useState } from 'react';
import type { WordleAction, WordleMark, WordleViewModel } from './engine.js';
import { errorMessage } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';
import { keyTile, keyboardFor, normalizeLetters, tilesOf, upperTile } from './letters.js';
import type { WordLanguage } from './letters.js';

export interface WordleViewProps {
  view: WordleViewModel;
  send: (action: WordleAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

const MARK_TEXT = {
  correct: 'wordle.correct',
  present: 'wordle.present',
  absent: 'wordle.absent',
} as const satisfies Record<WordleMark, string>;

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

function Tile({ letter, mark, t }: { letter: string; mark?: WordleMark; t: ViewT }) {
  const label = letter
    ? mark
      ? t('wordle.tile_marked', { letter: upperTile(letter), mark: t(MARK_TEXT[mark]) })
      : upperTile(letter)
    : t('wordle.empty');
  return (
    <div
      role="img"
      aria-label={label}
      title={mark ? t(MARK_TEXT[mark]) : undefined}
      className={`flex aspect-square items-center justify-center rounded border-2 text-2xl font-bold uppercase select-none ${TILE_CLASSES[mark ?? (letter ? 'typed' : 'empty')]}`}
    >
      {letter ? upperTile(letter) : ''}
    </div>
  );
}

function Board({ view, typed, t }: { view: WordleViewModel; typed: string; t: ViewT }) {
  const rows = Array.from({ length: view.max_tries }, (_, row) => {
    const guess = view.guesses[row];
    const isCurrent = !guess && row === view.guesses.length && view.status === 'playing';
    const word = guess?.word ?? (isCurrent ? typed : '');
    const n = row + 1;
    return { word, marks: guess?.marks, label: t(guess ? 'wordle.guess' : 'wordle.row', { n }) };
  });
  return (
    // A word's tiles (and the keyboard's rows) run left to right, in a right-to-left page too.
    <div
      dir="ltr"
      className="mx-auto grid w-full max-w-xs gap-1.5"
      aria-label={t('wordle.guesses')}
    >
      {rows.map((row, r) => (
        <div
          key={r}
          role="group"
          aria-label={row.label}
          className="grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${view.word_length}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: view.word_length }, (_, i) => (
            <Tile key={i} letter={tilesOf(row.word)[i] ?? ''} mark={row.marks?.[i]} t={t} />
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
  t: ViewT;
}

/** Keeps the focus where it is when a key is clicked, so the physical Enter still submits. */
function keepFocus(event: { preventDefault: () => void }) {
  event.preventDefault();
}

function Keyboard({ language, keyboard, disabled, onKey, t }: KeyboardProps) {
  const rows = keyboardFor(language);
  const base =
    'flex h-12 min-w-0 items-center justify-center rounded font-semibold uppercase touch-manipulation select-none disabled:opacity-50';
  return (
    <div
      dir="ltr"
      className="flex w-full flex-col gap-1.5"
      role="group"
      aria-label={t('wordle.keyboard')}
    >
      {rows.map((row, r) => (
        <div key={row.join('')} className="flex justify-center gap-1">
          {r === rows.length - 1 && (
            <button
              type="button"
              disabled={disabled}
              onMouseDown={keepFocus}
              onClick={() => onKey('Enter')}
              // Small and tight, so every shipped language's word fits whole from 360 px ("ENTRÉE",
              // "ENVIAR"); a longer translation wraps inside the key, never spills. Narrower
              // screens (a 320 px phone, a small embed) show a return arrow, the word kept for
              // screen readers: no language's word fits a 36 px key.
              className={`${base} flex-[1.5] bg-primary-600 px-0.5 text-center text-[clamp(9px,2.8vw,11px)] leading-none tracking-tight [overflow-wrap:anywhere] text-white hover:bg-primary-700`}
            >
              <span className="max-[359px]:sr-only">{t('wordle.enter')}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="hidden h-5 w-5 max-[359px]:block"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M20 5v7a3 3 0 0 1-3 3H5" />
                <path d="m9 11-4 4 4 4" />
              </svg>
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
                aria-label={
                  mark
                    ? t('wordle.tile_marked', {
                        letter: upperTile(letter),
                        mark: t(MARK_TEXT[mark]),
                      })
                    : upperTile(letter)
                }
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
              aria-label={t('wordle.delete')}
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

function endMessage(view: WordleViewModel, t: ViewT): string {
  const word = tilesOf(view.secret ?? '')
    .map(upperTile)
    .join('');
  if (view.status === 'won') return t('wordle.won', { word });
  if (view.reason === 'timeout') return t('wordle.timeout', { word });
  return t('wordle.lost', { word });
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
export function WordleView({ view, send, disabled = false, t = englishViewT }: WordleViewProps) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState(false);
  const locked = disabled || pending || view.status !== 'playing';
  const language = view.language ?? 'en';

  async function submit() {
    if (tilesOf(typed).length < view.word_length) {
      setMessage(t('wordle.too_short'));
      return;
    }
    setPending(true);
    try {
      await send({ type: 'guess', word: typed });
      setTyped('');
      setMessage('');
    } catch (error) {
      setMessage(errorMessage(error, t));
    } finally {
      setPending(false);
    }
  }

  function press(key: string) {
    if (locked) return;
    if (key === 'Enter') {
      void submit();
    } else if (key === 'Backspace') {
      setTyped((prev) => tilesOf(prev).slice(0, -1).join(''));
      setMessage('');
    } else {
      const tile = keyTile(language, key);
      if (!tile) return;
      setTyped((prev) => typeTile(language, prev, tile, view.word_length));
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
      <Board view={view} typed={typed} t={t} />
      <p
        className="min-h-6 text-center text-sm font-medium text-gray-800"
        role="status"
        aria-live="polite"
      >
        {view.status === 'playing' ? message : endMessage(view, t)}
      </p>
      <p className="sr-only">{t('wordle.tries_left', { n: view.tries_left })}</p>
      <Keyboard
        language={language}
        keyboard={view.keyboard}
        disabled={locked}
        onKey={press}
        t={t}
      />
    </div>
  );
}
