/**
 * Player data (docs/product-rules.md#player-data): the lead form a game shows, its participation
 * limit, what a player sends, and the console's Player Data list, detail and export.
 */
import { z } from 'zod';
import { Risk } from './fair-play.js';
import { IsoDate } from './calendar.js';
import { ConsentRecord, ConsentState, PublicConsent } from './consents.js';
import { boundedMap, capList, EmailAddress, PublicId, text, textProblem } from './primitives.js';
import { PageMeta, PageQuery } from './resources.js';
import { Language, LanguageTag } from './languages.js';
import { Winner } from './rewards/index.js';
import { VisitAttribution } from './insight.js';
import { EMAIL_VERIFICATION_MODES } from './fair-play.js';

// ---- The form a game shows (game settings `lead_form`) ----

export const LEAD_FORM_MODES = ['off', 'before', 'after'] as const;
export const LeadFormMode = z.enum(LEAD_FORM_MODES);
export type LeadFormMode = z.infer<typeof LeadFormMode>;

/** Fields with a fixed meaning; their key is their type. */
export const STANDARD_LEAD_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'birth_date',
  'postcode',
] as const;
export type StandardLeadField = (typeof STANDARD_LEAD_FIELDS)[number];
/** Fields the business invents: a short text, a choice list or a checkbox. */
export const CUSTOM_LEAD_FIELD_TYPES = ['text', 'choice', 'checkbox'] as const;
export const LeadFieldType = z.enum([...STANDARD_LEAD_FIELDS, ...CUSTOM_LEAD_FIELD_TYPES]);
export type LeadFieldType = z.infer<typeof LeadFieldType>;

export const MAX_LEAD_FIELDS = 20;
export const MAX_FORM_CONSENTS = 10;
export const MAX_CHOICE_OPTIONS = 20;

export const LeadFieldKey = text(40, {
  tooLong: 'Use at most 40 characters for a field key',
}).regex(
  /^[a-z][a-z0-9_]*$/,
  'Use lower-case letters, digits and _ for a field key, starting with a letter',
);

export const LeadFormField = z
  .object({
    /** `email`, `phone`… for standard fields (the key is the type); any free key otherwise. */
    key: LeadFieldKey,
    type: LeadFieldType,
    label: text(120, { trim: true, tooLong: 'Label must be at most 120 characters' }).min(
      1,
      'Label is required',
    ),
    required: z.boolean(),
    /** The choices of a `choice` field. */
    options: capList(
      MAX_CHOICE_OPTIONS,
      `Offer at most ${MAX_CHOICE_OPTIONS} choices`,
      z.array(text(80, { trim: true }).min(1, 'A choice cannot be empty')).max(MAX_CHOICE_OPTIONS),
    ).optional(),
  })
  .superRefine((field, ctx) => {
    const standard = (STANDARD_LEAD_FIELDS as readonly string[]).includes(field.type);
    if (standard && field.key !== field.type)
      ctx.addIssue({ code: 'custom', path: ['key'], message: `Use the key "${field.type}"` });
    if (!standard && (STANDARD_LEAD_FIELDS as readonly string[]).includes(field.key))
      ctx.addIssue({
        code: 'custom',
        path: ['key'],
        message: 'This key is taken by a standard field',
      });
    if (field.type === 'choice' && (field.options?.length ?? 0) < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Offer at least two choices' });
  });
export type LeadFormField = z.infer<typeof LeadFormField>;

/**
 * One language's texts of a game's form (docs/product-rules.md#languages), by field key: its label
 * and, for a choice, its options in the same order as the form's (a blank or missing one shows the
 * default language's). The same limits as the form's own texts.
 */
export const LeadFormTranslation = z
  .object({
    fields: boundedMap(
      LeadFieldKey,
      z
        .object({
          label: text(120, { trim: true, tooLong: 'Label must be at most 120 characters' }),
          options: capList(
            MAX_CHOICE_OPTIONS,
            `Offer at most ${MAX_CHOICE_OPTIONS} choices`,
            z.array(text(80, { trim: true })).max(MAX_CHOICE_OPTIONS),
          ),
        })
        .partial(),
      MAX_LEAD_FIELDS,
      {
        tooMany: `A form has at most ${MAX_LEAD_FIELDS} fields`,
        badKey: 'Use lower-case letters, digits and _ for a field key, starting with a letter',
      },
    ),
  })
  .partial();
export type LeadFormTranslation = z.infer<typeof LeadFormTranslation>;

/** A game's form: off, shown before the game starts, or after it ends (before a reward). */
export const LeadFormSettings = z
  .object({
    mode: LeadFormMode,
    fields: capList(
      MAX_LEAD_FIELDS,
      `Use at most ${MAX_LEAD_FIELDS} fields`,
      z.array(LeadFormField).max(MAX_LEAD_FIELDS),
    ),
    /** Public ids of the account's consents, in the order shown. */
    consents: capList(
      MAX_FORM_CONSENTS,
      `Use at most ${MAX_FORM_CONSENTS} consents`,
      z.array(PublicId).max(MAX_FORM_CONSENTS),
    ),
  })
  .superRefine((form, ctx) => {
    const keys = form.fields.map((f) => f.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: 'Keys must differ' });
    });
    if (form.mode !== 'off' && form.fields.length === 0)
      ctx.addIssue({ code: 'custom', path: ['fields'], message: 'Add at least one field' });
  });
export type LeadFormSettings = z.infer<typeof LeadFormSettings>;
export const LEAD_FORM_OFF: LeadFormSettings = { mode: 'off', fields: [], consents: [] };

/** The form as the API answers it (plain: responses are encoded without input transforms). */
export const LeadFormOutput = z.object({
  mode: LeadFormMode,
  fields: z.array(
    z.object({
      key: z.string(),
      type: LeadFieldType,
      label: z.string(),
      required: z.boolean(),
      options: z.array(z.string()).optional(),
    }),
  ),
  consents: z.array(z.string()),
});

// ---- Participation limits (game settings `participation`) ----

export const PARTICIPATION_RULES = [
  'unlimited',
  'once',
  'once_per_day',
  'once_per_week',
  'n_per_day',
] as const;
export const ParticipationRule = z.enum(PARTICIPATION_RULES);
export type ParticipationRule = z.infer<typeof ParticipationRule>;

/**
 * How often one player may start this game. Days and weeks are rolling (24 h, 7 × 24 h from the
 * play that used the allowance). Counted per known player (email) once the form made them known,
 * else per player token.
 */
export const ParticipationSettings = z
  .object({
    rule: ParticipationRule,
    /** Plays allowed per 24 h for `n_per_day`. */
    per_day: z.number().int().min(1, 'Allow at least 1 play').max(1000, 'At most 1000 plays'),
  })
  .partial({ per_day: true })
  .refine((p) => p.rule !== 'n_per_day' || p.per_day !== undefined, {
    path: ['per_day'],
    message: 'Say how many plays a day are allowed',
  });
export type ParticipationSettings = z.infer<typeof ParticipationSettings>;
export const PARTICIPATION_UNLIMITED: ParticipationSettings = { rule: 'unlimited' };
/**
 * The limit a game that gives rewards gets when none was chosen: one play a day per player
 * (per browser without the form), so a browser cannot start again and again until it wins.
 */
export const PARTICIPATION_FOR_REWARDS: ParticipationSettings = { rule: 'once_per_day' };

/** Whether a game's reward settings give anything (a rule, or a consolation reward). */
export function givesRewards(
  rewards: { rules: readonly unknown[]; consolation_reward_id?: string | null } | undefined,
): boolean {
  return (rewards?.rules.length ?? 0) > 0 || Boolean(rewards?.consolation_reward_id);
}

/** The participation limit of a game whose settings name none (docs/product-rules.md#participation-limits). */
export function defaultParticipation(
  rewards: Parameters<typeof givesRewards>[0],
): ParticipationSettings {
  return givesRewards(rewards) ? PARTICIPATION_FOR_REWARDS : PARTICIPATION_UNLIMITED;
}

/** The 403 a business without the plan's `crm` flag gets: it names the plan. */
export function crmRequiredMessage(planName: string): string {
  return `Player data is not included in the ${planName} plan. Upgrade to a plan with Player Data to collect and see player data.`;
}

// ---- Player side ----

/** What the player app needs to show a game's form (`GET play/games/{public_id}/lead`). */
export const PublicLeadForm = z.object({
  mode: LeadFormMode,
  fields: z.array(
    z.object({
      key: z.string(),
      type: LeadFieldType,
      label: z.string(),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  consents: z.array(PublicConsent),
  participation: z.object({ rule: ParticipationRule, per_day: z.number().int().nullable() }),
  /** Whether the asking player (`x-player`) already filled this business's form. */
  known: z.boolean(),
  /**
   * What the form must prove before it is accepted (docs/fair-play.md#verified-email-and-phone):
   * `email` `code` or `link` — the email is verified through `POST play/games/{id}/verify/email`
   * first; `phone` — the phone number through `verify/phone`. An address verified once stays
   * verified for the business.
   */
  verify: z.object({ email: z.enum(EMAIL_VERIFICATION_MODES), phone: z.boolean() }),
});
export type PublicLeadForm = z.infer<typeof PublicLeadForm>;
export const PublicLeadFormResponse = z.object({ lead_form: PublicLeadForm });
export type PublicLeadFormResponse = z.infer<typeof PublicLeadFormResponse>;

/**
 * A text (at most 500 characters, with the text rule) or a checkbox's true/false. One custom check
 * rather than a union, so a bad text is reported with its own message, not "Invalid input".
 */
const LeadValue = z
  .custom<string | boolean>(
    (v) => typeof v === 'string' || typeof v === 'boolean',
    'Send a text, or true or false',
  )
  .superRefine((v, ctx) => {
    if (typeof v !== 'string') return;
    const problem = v.length > 500 ? 'Use at most 500 characters' : textProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ anyOf: [{ type: 'string', maxLength: 500 }, { type: 'boolean' }] });

/**
 * The form's values by field key: at most one per field, counted before any is read. A bad key
 * is reported on `values` itself, like a bad name in free-form JSON: the path of an error must not
 * repeat a name that is not valid (it may hold U+0000).
 */
const LeadValues = boundedMap(LeadFieldKey, LeadValue, MAX_LEAD_FIELDS, {
  tooMany: `Send at most ${MAX_LEAD_FIELDS} values`,
  badKey: 'A field key in here is not valid.',
});

/** `POST play/games/{public_id}/lead`: the form's values by field key, and each consent's tick. */
export const LeadRequest = z.object({
  values: LeadValues,
  consents: capList(
    MAX_FORM_CONSENTS,
    `At most ${MAX_FORM_CONSENTS} consents`,
    z
      .array(
        z.object({
          public_id: PublicId,
          given: z.boolean(),
          /** The version of the text the form showed. */
          version: z.number().int().min(1),
        }),
      )
      .max(MAX_FORM_CONSENTS),
  ).default([]),
  /** The page the form was filled on (the embedding page when embedded). */
  page_url: text(2000, { trim: true }).optional(),
  /**
   * The language the form and its consent texts were shown in, recorded on the player and the
   * consent records; one the game lacks falls back to its default.
   */
  language: LanguageTag.optional(),
  /** Where the visit came from (docs/insight.md#attribution): kept on the player (first touch). */
  visit: VisitAttribution.optional(),
  /** The play the form follows or comes before (its variant and source count the lead). */
  session_id: text(64).optional(),
  /**
   * The player whose share link brought this one (`?ref=` of the link: their public id), kept on
   * a player not known before; their referral points come once this one's email is verified
   * (docs/loyalty.md#referral).
   */
  referrer: PublicId.optional(),
});
export type LeadRequest = z.input<typeof LeadRequest>;

export const LeadResponse = z.object({
  player: z.object({
    public_id: PublicId,
    display_name: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  /** Sent when the call had no (usable) token: keep it as the `x-player` of later calls. */
  player_token: z.string().optional(),
  /** Consents waiting for the click in the confirmation email. */
  pending_consents: z.array(PublicId),
  /**
   * The email given belongs to a player the business already knows: a link to confirm it was
   * emailed to that address. Until it is used, this browser's player stays its own (the answers
   * and plays are kept on it); the link joins them.
   */
  email_confirmation_sent: z.boolean(),
});
export type LeadResponse = z.infer<typeof LeadResponse>;

/** `POST play/players/email/confirm`: the token from the link in the confirmation email. */
export const ConfirmPlayerEmailRequest = z.object({
  token: text(200).min(20, 'This confirmation link is not valid.'),
});
export type ConfirmPlayerEmailRequest = z.infer<typeof ConfirmPlayerEmailRequest>;

export const ConfirmPlayerEmailResponse = z.object({
  message: z.string(),
  /** The business: keep `player_token` as this browser's `x-player` for it. */
  account_public_id: PublicId,
  /** The game whose form was sent, when it still exists. */
  game_public_id: PublicId.nullable(),
  /** Opens the player of the confirmed email from now on (a new token: keep it). */
  player_token: z.string(),
  player: z.object({
    public_id: PublicId,
    display_name: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
});
export type ConfirmPlayerEmailResponse = z.infer<typeof ConfirmPlayerEmailResponse>;

export const PlayRecord = z.object({
  game_public_id: PublicId,
  game_name: z.string(),
  status: z.enum(['playing', 'won', 'lost']),
  score: z.number().int(),
  /**
   * Why the play ended, null while it runs: the engine's reason ('solved', 'completed',
   * 'out_of_tries', 'out_of_lives', 'solved_by_player', 'timeout') or 'abandoned' (ended by the
   * server after the idle period, docs/product-rules.md#plays-the-player-left).
   */
  reason: z.string().nullable(),
  /**
   * What the play came to, for a game whose end is one of its content's items (a personality
   * test's outcome id, docs/product-rules.md#personality-test); null for the others.
   */
  result: z.string().nullable(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  /** The language the play was in (null: played before languages were recorded). */
  language: Language.nullable(),
  /** Fair play's risk of the play (docs/fair-play-risk.md#the-score): score 0, no reasons, when none. */
  risk: Risk,
});
export type PlayRecord = z.infer<typeof PlayRecord>;

/**
 * A custom field's answer. `label` is the field's label on the game's form (the form of the game
 * the player played last, when several forms have the key); null once no form has the field any
 * more: show the key then. A checkbox's answer is true (ticked) or false (left unticked).
 */
export const CustomFieldValue = z.object({
  key: z.string(),
  label: z.string().nullable(),
  value: z.union([z.string(), z.boolean()]),
});

/** Personal data the business holds about one player. */
export const PlayerPersonalData = z.object({
  public_id: PublicId,
  display_name: z.string().nullable(),
  avatar: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: EmailAddress.nullable(),
  phone: z.string().nullable(),
  birth_date: z.string().nullable(),
  postcode: z.string().nullable(),
  custom_fields: z.array(CustomFieldValue),
});

/** One reward a player won, as the player detail and the access answer list it (newest first). */
export const PlayerRewardRecord = Winner.omit({ player: true, voided_at: true, void_reason: true });
export type PlayerRewardRecord = z.infer<typeof PlayerRewardRecord>;

/** `GET play/players/me/data` and the console's access export: a subject access answer. */
export const PlayerDataResponse = z.object({
  business: z.object({ public_id: PublicId, business_name: z.string() }),
  player: PlayerPersonalData.extend({ first_seen_at: z.string(), last_seen_at: z.string() }),
  plays: z.array(PlayRecord),
  consents: z.array(ConsentRecord),
  /** The rewards won, newest first (at most 200). */
  rewards: z.array(PlayerRewardRecord),
});
export type PlayerDataResponse = z.infer<typeof PlayerDataResponse>;

// ---- Console: the Player Data list ----

export const PLAYER_SORTS = ['last_seen', 'plays', 'best_score'] as const;
/** The list's risk filter: at least this level (docs/fair-play-risk.md#in-the-console). */
export const PLAYER_RISK_FILTERS = ['medium', 'high'] as const;
export const PlayerSort = z.enum(PLAYER_SORTS);

/** The filters of the list, the bulk erase and the export. Dates are UTC days of `last_seen`. */
export const PlayerFilterQuery = z.object({
  search: text(120, { trim: true }).optional(),
  game: PublicId.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  won: z.enum(['yes', 'no']).optional(),
  /** Players who gave this consent (and did not withdraw it). */
  consent: PublicId.optional(),
  /** Players whose last form was in this language (docs/product-rules.md#languages). */
  language: Language.optional(),
  /**
   * Players whose risk (`PlayerSummary.risk`: the highest of their plays and forms) is at least
   * this level: `medium` (a score of 30 or more, so high too) or `high` (70 or more).
   */
  risk: z.enum(PLAYER_RISK_FILTERS).optional(),
});
export type PlayerFilterQuery = z.input<typeof PlayerFilterQuery>;

export const PlayerListQuery = PageQuery.extend(PlayerFilterQuery.shape).extend({
  sort: PlayerSort.default('last_seen'),
  /** `meta.next_cursor` of the page before: keyset paging, as fast on page 50 000 as on page 1. */
  cursor: text(200).optional(),
});
export type PlayerListQuery = z.input<typeof PlayerListQuery>;

/**
 * Where a player came from (docs/insight.md#attribution): the first touch of the play their first
 * form followed (else of the visit it was sent in), kept from then on. Null for players known
 * before attribution was recorded.
 */
export const PlayerAttribution = z.object({
  /** `utm_source`, else the referrer's host, else `direct`. */
  source: z.string().nullable(),
  /** `utm_medium`, `referral` or `none`. */
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  /** The name of the placement whose link they followed. */
  placement: z.string().nullable(),
  /** The experiment's variant they played (`A`, `B`…). */
  variant: z.string().nullable(),
});
export type PlayerAttribution = z.infer<typeof PlayerAttribution>;

export const PlayerSummary = z.object({
  public_id: PublicId,
  name: z.string().nullable(),
  email: EmailAddress.nullable(),
  games_played: z.number().int(),
  plays: z.number().int(),
  best_score: z.number().int().nullable(),
  wins: z.number().int(),
  /** Rewards won (issue 12). */
  rewards: z.number().int(),
  /** Consents given (and not withdrawn), with pending double opt-ins. */
  consents: z.array(z.object({ public_id: PublicId, name: z.string(), state: ConsentState })),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  /** The language of the player's last form (null: none filled since languages were recorded). */
  language: Language.nullable(),
  ...PlayerAttribution.shape,
  /**
   * Fair play's risk of the player (docs/fair-play-risk.md#the-score): the highest score any of
   * their plays and forms was given, with that assessment's level and reasons (the newest of
   * equal scores); score 0, level `low`, no reasons when none was risky.
   */
  risk: Risk,
  /**
   * The player's loyalty (docs/loyalty.md#player-data): their points (the balance) and level;
   * null when they are not a member (never earned nor were given points).
   */
  loyalty: z.object({ points: z.number().int(), level: z.string().nullable() }).nullable(),
});
export type PlayerSummary = z.infer<typeof PlayerSummary>;

/** The list counts its matches up to this many (`1 000+` beyond): an exact count of a big filter
 * at a million players would cost more than the page itself. */
export const PLAYER_TOTAL_CAP = 1000;
export const PlayerListMeta = PageMeta.extend({
  /** False when there are more than PLAYER_TOTAL_CAP matches: `total` is then the cap. */
  total_exact: z.boolean(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export const PlayerListResponse = z.object({ data: z.array(PlayerSummary), meta: PlayerListMeta });
export type PlayerListResponse = z.infer<typeof PlayerListResponse>;

export const PlayerDetail = PlayerSummary.extend({
  personal: PlayerPersonalData,
  plays_timeline: z.array(PlayRecord),
  consent_history: z.array(ConsentRecord),
  /** The rewards won, newest first (at most 200; `rewards` counts them all). */
  rewards_won: z.array(PlayerRewardRecord),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;
export const PlayerDetailResponse = z.object({ player: PlayerDetail });
export type PlayerDetailResponse = z.infer<typeof PlayerDetailResponse>;

/** `POST players/erase`: every player matching the filter (at least one criterion). */
export const ErasePlayersRequest = PlayerFilterQuery;
export type ErasePlayersRequest = z.input<typeof ErasePlayersRequest>;
export const ErasePlayersResponse = z.object({ message: z.string(), erased: z.number().int() });
export type ErasePlayersResponse = z.infer<typeof ErasePlayersResponse>;
