/**
 * The game editor's form model: the shape react-hook-form edits, its conversion to and from the
 * API's game, and its one validation — the contract's update schema with the type's engine
 * content schema (`gameRequestSchema`), run by react-hook-form through the console's
 * `contractResolver`. Every error lands on the form field that shows it, the client's issues and
 * the server's `path: message` errors alike (`gameFieldPath`).
 */
import {
  ErrorBody,
  FOOTER_BUTTONS_BY_TYPE,
  UpdateGameRequest,
  type Game,
  type LeadFormSettings,
  type ParticipationSettings,
} from '@playdesk/contract';
import type { Difficulty, FooterButton, GameType } from '@playdesk/games';
import { gameOf } from '@playdesk/games/registry';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../ui/form-errors';
import { contentFieldPath, contentToForm, formToContent, type ContentForm } from './content-forms';
import {
  rewardSettingsToForm,
  rewardSettingsToRequest,
  type RewardSettingsForm,
} from './editor/settings/rewards/rules-model';

export interface SettingsForm {
  background_image: string | null;
  game_image: string | null;
  popup_texts: { win: string; fail: string };
  cta: { icon: string; label: string; link: string };
  instructions: string;
  footer_buttons: FooterButton[];
  /** '' = no template (the player's default pop-up). */
  templates: { game_over: string; success: string; leaderboard: string };
  /** Edited by Player Data's `PlayerFormSection`, in the request's own shape. */
  lead_form: LeadFormSettings;
  participation: ParticipationSettings;
  /** Edited by the Rewards section (`editor/settings/rewards`). */
  rewards: RewardSettingsForm;
}

export interface GameFormValues<C = ContentForm> {
  name: string;
  difficulty: Difficulty;
  settings: SettingsForm;
  content: C;
}

/** What PATCH games/{id} receives from the editor: the fields it shows (a game's other settings stay). */
export type GameRequest = UpdateGameRequest &
  Required<Pick<UpdateGameRequest, 'name' | 'difficulty' | 'settings' | 'content'>>;

// ---------------------------------------------------------------------------------------------
// Conversions

export function gameToForm(game: Game): GameFormValues {
  const s = game.settings;
  const fitting = FOOTER_BUTTONS_BY_TYPE[game.type];
  return {
    name: game.name,
    difficulty: game.difficulty,
    settings: {
      background_image: s.background_image,
      game_image: s.game_image,
      popup_texts: { win: s.popup_texts.win, fail: s.popup_texts.fail },
      cta: { icon: s.cta.icon ?? '', label: s.cta.label, link: s.cta.link ?? '' },
      instructions: s.instructions,
      footer_buttons: fitting.filter((b) => s.footer_buttons.includes(b)),
      templates: {
        game_over: s.templates.game_over ?? '',
        success: s.templates.success ?? '',
        leaderboard: s.templates.leaderboard ?? '',
      },
      lead_form: s.lead_form,
      participation: s.participation,
      rewards: rewardSettingsToForm(s.rewards),
    },
    content: contentToForm(game.type, game.content),
  };
}

/** An empty Quill document is `<p><br></p>`: store it as no instructions. */
export function normalizeInstructions(html: string): string {
  const text = html.replace(/<(p|h[1-6]|blockquote)[^>]*>(\s|<br\s*\/?>)*<\/\1>/gi, '').trim();
  return text === '' ? '' : html;
}

function settingsToRequest(type: GameType, s: SettingsForm): GameRequest['settings'] {
  const fitting = FOOTER_BUTTONS_BY_TYPE[type];
  return {
    background_image: s.background_image || null,
    game_image: s.game_image || null,
    popup_texts: { win: s.popup_texts.win, fail: s.popup_texts.fail },
    cta: {
      icon: s.cta.icon.trim() || null,
      label: s.cta.label,
      link: s.cta.link.trim() || null,
    },
    instructions: normalizeInstructions(s.instructions),
    footer_buttons: fitting.filter((b) => s.footer_buttons.includes(b)),
    templates: {
      game_over: s.templates.game_over || null,
      success: s.templates.success || null,
      leaderboard: s.templates.leaderboard || null,
    },
    lead_form: s.lead_form,
    participation: s.participation,
    rewards: rewardSettingsToRequest(s.rewards),
  };
}

export function formToRequest(type: GameType, values: GameFormValues): GameRequest {
  return {
    name: values.name,
    difficulty: values.difficulty,
    settings: settingsToRequest(type, values.settings),
    content: formToContent(type, values.content),
  };
}

// ---------------------------------------------------------------------------------------------
// Validation

/** The server's rules for an editor save: the contract's PATCH body with the engine's content. */
export function gameRequestSchema(type: GameType) {
  return UpdateGameRequest.omit({ status: true, default_language: true, translations: true })
    .required()
    .extend({ content: gameOf(type).engine.contentSchema as z.ZodType<Record<string, unknown>> });
}

/** A request path (`content.questions.0.options.1`, `settings.cta.link`) → the form field. */
export function gameFieldPath(type: GameType, path: string): string {
  const [head, ...rest] = path.split('.');
  return head === 'content' ? contentFieldPath(type, rest) : path;
}

/**
 * The editor's resolver: `gameRequestSchema` through the console's `contractResolver`.
 * `handleSubmit` receives the request as the business wrote it (the server parses it again and
 * keeps what the engine's schema adds, such as question ids, in one place).
 */
export function gameFormResolver(type: GameType): Resolver<GameFormValues, unknown, GameRequest> {
  const check = contractResolver<GameFormValues, unknown>(
    gameRequestSchema(type) as z.ZodType<unknown, FieldValues>,
    (values) => formToRequest(type, values),
    (path) => gameFieldPath(type, path),
  );
  return async (values, context, options) => {
    const result = await check(values, context, options);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values: formToRequest(type, values), errors: {} };
  };
}

/** Form field path → message (the first one found). */
export type FieldErrorMap = Record<string, string>;

/** Messages whose field is `prefix` itself or below it (`content.words` → its words' errors). */
export function errorsUnder(map: FieldErrorMap, prefix: string): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const [path, message] of Object.entries(map)) {
    if (path === prefix || path.startsWith(`${prefix}.`)) out[path] = message;
  }
  return out;
}

/**
 * The same check without the form (the pause button asks whether the edits can go along):
 * messages by form field, the request when there are none, and the engine's parsed content.
 */
export function validateGameForm(type: GameType, values: GameFormValues) {
  const request = formToRequest(type, values);
  const parsed = gameRequestSchema(type).safeParse(request);
  const errors: FieldErrorMap = {};
  for (const issue of parsed.error?.issues ?? []) {
    errors[gameFieldPath(type, issue.path.map(String).join('.'))] ??= issue.message;
  }
  return {
    errors,
    request: parsed.success ? request : null,
    content: parsed.success ? parsed.data.content : null,
  };
}

const TOP_FIELDS = ['name', 'difficulty', 'status'];

/**
 * The server's 400 body (`{ message, errors: ['content.questions.0.options: …', 'settings.cta.link:
 * …'] }`) → messages per form field, and the rest.
 */
export function serverErrorsToFields(
  type: GameType,
  body: unknown,
): { fields: FieldErrorMap; other: string[] } {
  const parsed = ErrorBody.partial().safeParse(body);
  const fields: FieldErrorMap = {};
  const other: string[] = [];
  for (const raw of parsed.data?.errors ?? []) {
    const match = /^([A-Za-z_][\w]*(?:\.[\w]+)*): (.+)$/s.exec(raw);
    const [head, ...rest] = (match?.[1] ?? '').split('.');
    const known =
      head === 'content' ||
      (head === 'settings' && rest.length > 0) ||
      TOP_FIELDS.includes(head ?? '');
    if (match?.[1] && match[2] && known) fields[gameFieldPath(type, match[1])] ??= match[2];
    else other.push(raw);
  }
  return { fields, other };
}
