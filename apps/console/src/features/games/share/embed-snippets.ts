/**
 * What the share panel's "Embed on your site" hands out: the snippet of packages/embed for one
 * mode and its options, the markup that goes with it, and the address of its live preview.
 */
import { snippet } from '@playdesk/embed/snippet';
import type { Command } from '@playdesk/embed/snippet';
import { appT } from '../../../i18n/i18n';

export type EmbedMode = 'inline' | 'popup' | 'button' | 'bar';
export type PopupTrigger = 'click' | 'after' | 'scroll' | 'exit';
export type ButtonPosition = 'bottom-right' | 'bottom-left';

export interface EmbedOptions {
  mode: EmbedMode;
  /** inline: the id of the element the game goes into. */
  targetId: string;
  /** popup: what opens it besides a click on a `data-playdesk-game` element. */
  trigger: PopupTrigger;
  seconds: number;
  percent: number;
  /** button */
  label: string;
  color: string;
  position: ButtonPosition;
}

export const DEFAULT_EMBED: EmbedOptions = {
  mode: 'inline',
  targetId: 'playdesk-game',
  trigger: 'click',
  seconds: 10,
  percent: 50,
  label: 'Play & win',
  color: '#4a3494',
  position: 'bottom-right',
};

export const LIMITS = { seconds: 600, label: 40, targetId: 64 } as const;
const TARGET_ID = /^[A-Za-z][\w-]{0,63}$/;
const HEX = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** What is wrong with the options, per field (empty when the snippet can be made). */
export function embedProblems(o: EmbedOptions): Partial<Record<keyof EmbedOptions, string>> {
  const t = appT();
  const problems: Partial<Record<keyof EmbedOptions, string>> = {};
  if (o.mode === 'inline' && !TARGET_ID.test(o.targetId)) {
    problems.targetId = t('games.embed.problem.target');
  }
  if (o.mode === 'popup' && o.trigger === 'after') {
    if (!Number.isInteger(o.seconds) || o.seconds < 0 || o.seconds > LIMITS.seconds) {
      problems.seconds = t('games.embed.problem.seconds', { max: LIMITS.seconds });
    }
  }
  if (o.mode === 'popup' && o.trigger === 'scroll') {
    if (!Number.isInteger(o.percent) || o.percent < 1 || o.percent > 100) {
      problems.percent = t('games.embed.problem.percent');
    }
  }
  if (o.mode === 'button') {
    if (!o.label.trim()) problems.label = t('games.embed.problem.label');
    else if (o.label.length > LIMITS.label) {
      problems.label = t('games.embed.problem.label_long', { max: LIMITS.label });
    }
    if (!HEX.test(o.color)) problems.color = t('games.embed.problem.color');
  }
  return problems;
}

/** The `Playdesk(…)` call the mode needs. */
export function embedCall(
  o: EmbedOptions,
  game: string,
  account: string,
): { command: Command; options: Record<string, unknown> } {
  switch (o.mode) {
    case 'inline':
      return { command: 'inline', options: { game, target: `#${o.targetId}` } };
    case 'popup':
      return {
        command: 'popup',
        options: {
          game,
          ...(o.trigger === 'after' ? { after: o.seconds } : {}),
          ...(o.trigger === 'scroll' ? { scroll: o.percent } : {}),
          ...(o.trigger === 'exit' ? { exit: true } : {}),
        },
      };
    case 'button':
      return {
        command: 'button',
        options: { game, label: o.label.trim(), color: o.color, position: o.position },
      };
    case 'bar':
      return { command: 'bar', options: { account } };
  }
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML to paste: the element it needs (inline, popup) and the snippet. `buttonText` is the
 * popup's button in the user's language (by default "Play {game name}").
 */
export function embedCode(
  origin: string,
  o: EmbedOptions,
  game: string,
  account: string,
  gameName: string,
  buttonText?: string,
): string {
  const call = embedCall(o, game, account);
  const script = snippet(origin, o.mode === 'popup' && o.trigger === 'click' ? [] : [call]);
  if (o.mode === 'inline') return `<div id="${o.targetId}"></div>\n${script}`;
  if (o.mode === 'popup') {
    const label = escapeText(
      buttonText ?? (gameName.trim() ? `Play ${gameName.trim()}` : 'Play our game'),
    );
    return `<button type="button" data-playdesk-game="${game}">${label}</button>\n${script}`;
  }
  return script;
}

/** The preview page (packages/embed/src/preview.ts) running the same call. */
export function previewUrl(origin: string, o: EmbedOptions, game: string, account: string): string {
  const call = embedCall(o, game, account);
  const query = new URLSearchParams({ mode: call.command, o: JSON.stringify(call.options) });
  return `${origin}/embed/v1/preview.html?${query.toString()}`;
}
