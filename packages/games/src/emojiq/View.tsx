import { useEffect, useEffectEvent } from 'react';
import type { EmojiqAction, EmojiqViewModel } from './engine.js';
import { useSender } from '../view-support.js';
import { englishViewT, type ViewT } from '../view-texts.js';

export interface EmojiqViewProps {
  view: EmojiqViewModel;
  send: (action: EmojiqAction) => Promise<void>;
  disabled?: boolean;
  t?: ViewT;
}

const KEYBOARD_ROWS = ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'];

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listens for physical A–Z keys anywhere on the page (not while typing in a field). */
function usePhysicalLetters(onLetter: (letter: string) => void) {
  const onKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
    if (!/^[a-zA-Z]$/.test(event.key) || isTypingTarget(event.target)) return;
    event.preventDefault();
    onLetter(event.key.toUpperCase());
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}

/** Groups mask positions into words so a word never wraps across lines. */
function maskWords(mask: readonly (string | null)[]): (string | null)[][] {
  const words: (string | null)[][] = [[]];
  for (const char of mask) {
    if (char === ' ') words.push([]);
    else words[words.length - 1]!.push(char);
  }
  return words.filter((word) => word.length > 0);
}

/** What a screen reader hears for the phrase: letters, "blank" for hidden ones. */
function spokenMask(mask: readonly (string | null)[], t: ViewT): string {
  return maskWords(mask)
    .map((word) => word.map((char) => char ?? t('emojiq.blank')).join(' '))
    .join(t('emojiq.next_word'));
}

function MaskedPhrase({ mask, t }: { mask: readonly (string | null)[]; t: ViewT }) {
  return (
    <div
      role="img"
      aria-label={t('emojiq.phrase_label', { phrase: spokenMask(mask, t) })}
      // A Latin phrase and the A–Z keyboard read left to right, in a right-to-left page too.
      dir="ltr"
      className="flex flex-wrap justify-center gap-x-4 gap-y-2"
    >
      {maskWords(mask).map((word, w) => (
        <span key={w} aria-hidden="true" className="flex flex-wrap justify-center gap-1">
          {word.map((char, i) =>
            char !== null && !/[A-Za-z]/.test(char) ? (
              <span
                key={i}
                className="flex h-10 w-4 items-end justify-center text-2xl font-bold text-gray-700"
              >
                {char}
              </span>
            ) : (
              <span
                key={i}
                className="flex h-10 w-6 items-center justify-center border-b-4 border-primary-700 text-xl font-bold uppercase text-gray-900 sm:w-8 sm:text-2xl"
              >
                {char ?? ''}
              </span>
            ),
          )}
        </span>
      ))}
    </div>
  );
}

interface KeyProps {
  letter: string;
  state: 'untried' | 'hit' | 'miss';
  disabled: boolean;
  onPress: (letter: string) => void;
  t: ViewT;
}

const KEY_STYLES: Record<KeyProps['state'], string> = {
  untried: 'bg-white text-primary-700 border-primary-300 hover:bg-primary-50 active:bg-primary-100',
  hit: 'bg-primary-600 text-white border-primary-600',
  miss: 'bg-gray-200 text-gray-500 border-gray-300 line-through',
};

function Key({ letter, state, disabled, onPress, t }: KeyProps) {
  return (
    <button
      type="button"
      aria-label={
        state === 'untried'
          ? letter
          : t(state === 'hit' ? 'emojiq.key_hit' : 'emojiq.key_miss', { letter })
      }
      aria-disabled={disabled || state !== 'untried'}
      onClick={() => onPress(letter)}
      className={`flex h-11 min-w-0 flex-1 items-center justify-center rounded-md border text-base font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 aria-disabled:cursor-default ${disabled ? 'opacity-60 ' : ''}${KEY_STYLES[state]}`}
    >
      {letter}
      {state === 'hit' && (
        <span aria-hidden="true" className="ms-0.5 text-[10px]">
          ✓
        </span>
      )}
    </button>
  );
}

function statusText(view: EmojiqViewModel, t: ViewT): string {
  if (view.status === 'won') return t('emojiq.won');
  if (view.status === 'lost') {
    // The business may keep the answers secret, so that the next play is not a cheat sheet.
    return view.answer === null
      ? t('emojiq.lost_count', { solved: view.solved_count, count: view.phrase_count })
      : t('emojiq.lost_answer', { answer: view.answer });
  }
  const previous = view.revealed.at(-1);
  const justSolved = previous && view.tried_letters.length === 0;
  return justSolved ? t('emojiq.solved_one', { answer: previous.answer }) : '';
}

/**
 * EmojiQ: the emoji clue, the masked phrase and an A–Z keyboard. Physical keys A–Z guess too.
 * Lives and the "Letter" button are shown by the player app's frame.
 */
export function EmojiqView({ view, send, disabled = false, t = englishViewT }: EmojiqViewProps) {
  const { run, pending, message: refusal, setMessage } = useSender(send, t);
  const playing = view.status === 'playing' && !disabled;
  const tried = new Set(view.tried_letters);
  const missed = new Set(view.missed_letters);

  const guess = (letter: string) => {
    if (!playing || pending) return;
    if (tried.has(letter)) setMessage(t('emojiq.already_tried', { letter }));
    else run({ type: 'guess', letter });
  };
  usePhysicalLetters(guess);

  const keyState = (letter: string): KeyProps['state'] =>
    missed.has(letter) ? 'miss' : tried.has(letter) ? 'hit' : 'untried';

  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-5 px-2">
      <p className="text-sm font-medium text-gray-600">
        {t('emojiq.progress', { n: view.phrase_index + 1, count: view.phrase_count })}
      </p>
      <p
        role="img"
        aria-label={t('emojiq.clue', { emojis: view.emojis })}
        className="text-center text-5xl leading-tight"
      >
        {view.emojis}
      </p>
      {view.hint && (
        <p className="text-center text-sm text-gray-700">
          <span className="font-semibold">{t('emojiq.hint')}</span> {view.hint}
        </p>
      )}
      <div aria-live="polite">
        <MaskedPhrase mask={view.mask} t={t} />
      </div>
      <p aria-live="polite" className="min-h-6 text-center font-semibold text-primary-700">
        {statusText(view, t)}
      </p>
      <p role="alert" className="min-h-5 text-center text-sm text-red-700">
        {refusal}
      </p>
      <div
        role="group"
        aria-label={t('emojiq.letters')}
        dir="ltr"
        className="flex w-full flex-col gap-1.5"
      >
        {KEYBOARD_ROWS.map((row) => (
          <div key={row} className="flex w-full justify-center gap-1">
            {[...row].map((letter) => (
              <Key
                key={letter}
                letter={letter}
                state={keyState(letter)}
                disabled={!playing}
                onPress={guess}
                t={t}
              />
            ))}
          </div>
        ))}
      </div>
      {view.revealed.length > 0 && (
        <section aria-label={t('emojiq.answers')} className="w-full">
          <h3 className="mb-1 text-sm font-semibold text-gray-700">
            {view.status === 'won' || view.revealed.some((p) => !p.solved)
              ? t('emojiq.answers')
              : t('emojiq.solved')}
          </h3>
          <ul className="flex flex-col gap-1 text-sm text-gray-800">
            {view.revealed.map((p, i) => (
              <li key={i} className="flex items-center gap-2">
                <span aria-hidden="true">{p.emojis}</span>
                <span>{p.answer}</span>
                <span className="text-xs text-gray-500">
                  {p.solved ? `✓ ${t('emojiq.item_solved')}` : t('emojiq.item_not_solved')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
