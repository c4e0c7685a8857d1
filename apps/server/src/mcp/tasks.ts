/**
 * The task tools (docs/mcp.md#task-tools): what an assistant asks for in one step and the REST API
 * spreads over several calls — create a game, schedule it, attach a reward, report on a campaign.
 * Each is made of the API's own operations, called through `call` exactly as the generated tools
 * are (injected REST requests with the caller's key), so it does nothing its operations would
 * refuse; it is listed only to a key that may call every operation it uses.
 */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { RewardRuleMode } from '@playdesk/contract';
import { GAME_TYPES } from '@playdesk/games/registry';
import { errorText, inputError, type RestAnswer } from './operations.js';

/** Calls one operation of the document by its operationId (path, query and body arguments). */
export type CallOperation = (
  operationId: string,
  args: Record<string, unknown>,
) => Promise<RestAnswer>;

export interface TaskTool {
  tool: Tool;
  /** The operations it calls: the key must be able to call each one to see the tool. */
  uses: readonly string[];
  run(args: unknown, call: CallOperation): Promise<CallToolResult>;
}

const Id = z.string().min(1).max(64);
const Day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21');

const CreateGameInput = z
  .object({
    type: z
      .enum(GAME_TYPES)
      .describe('The game type; its content schema: playdesk://game-types/{type}'),
    name: z.string().min(1).max(120).describe('The name players see.'),
    content: z
      .record(z.string(), z.unknown())
      .describe(
        "The game's content, as the type's schema says (read playdesk://game-types/{type} for the schema and a worked example).",
      ),
    difficulty: z.enum(['easy', 'normal', 'hard']).optional(),
    default_language: z.string().max(8).optional().describe('The language of the texts (en, fr…).'),
    settings: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "The game's settings (pop-up texts, call to action, lead form…), as createGame takes them.",
      ),
  })
  .strict();

const ScheduleGameInput = z
  .object({
    game_id: Id.describe("The game's public id."),
    starts_on: Day.optional().describe('First day (UTC) of a range; with ends_on.'),
    ends_on: Day.optional().describe('Last day (UTC) of the range, included.'),
    days: z
      .array(Day)
      .min(1)
      .max(62)
      .optional()
      .describe('Or single days (a daily game), instead of a range.'),
  })
  .strict();

const AttachRewardInput = z
  .object({
    game_id: Id.describe("The game's public id."),
    reward_id: Id.describe("The reward's public id (listRewards, or createReward for a new one)."),
    mode: RewardRuleMode.describe(
      'winner: every winning play (or score ≥ min_score); odds: each play has `odds` % chance; moments: the first play after each winning moment.',
    ),
    odds: z.number().min(0).max(100).optional().describe('mode odds: the chance of a play, in %.'),
    min_score: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('mode winner: plays scoring at least this.'),
    per_player: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('Rewards one player may get (default 1).'),
    per_day: z.number().int().min(1).optional().describe('Rewards given per UTC day at most.'),
    stock: z.number().int().min(1).optional().describe('Rewards this rule gives in all at most.'),
    moments: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'mode moments: `{ "mode": "random", "count": 10, "starts_at": "…Z", "ends_at": "…Z" }` or `{ "mode": "manual", "times": ["…Z"] }`.',
      ),
  })
  .strict();

const CampaignReportInput = z
  .object({
    game_id: Id.describe("The game's public id."),
    from: Day.describe('First UTC day of the period.'),
    to: Day.describe('Last UTC day of the period, included (at most a year after from).'),
  })
  .strict();

/** A task tool's annotations: it only reads, or it adds to the business's data (never destroys). */
const reads = (title: string) => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});
const adds = (title: string) => ({
  title,
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
});

const inputSchemaOf = (schema: z.ZodType): Tool['inputSchema'] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json as Tool['inputSchema'];
};

function parse<T>(schema: z.ZodType<T>, args: unknown): T | CallToolResult {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return parsed.data;
  return inputError(
    parsed.error.issues.map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  );
}

const isResult = (value: unknown): value is CallToolResult =>
  typeof value === 'object' && value !== null && 'content' in value && 'isError' in value;

const ok = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});
const failed = (answer: RestAnswer, hint?: string): CallToolResult => ({
  isError: true,
  content: [{ type: 'text', text: hint ? `${errorText(answer)}\n${hint}` : errorText(answer) }],
});

interface GameBody {
  game: {
    public_id: string;
    name: string;
    type: string;
    status: string;
    settings: {
      rewards: { rules: Record<string, unknown>[]; consolation_reward_id: string | null };
    };
  };
}

/** The fields of a reward rule a game's PATCH takes (the answer adds the draws' commitments). */
const RULE_FIELDS = [
  'id',
  'reward_id',
  'mode',
  'min_score',
  'result_id',
  'odds',
  'moments',
  'per_player',
  'per_day',
  'stock',
  'all_from',
] as const;

export const TASK_TOOLS: readonly TaskTool[] = [
  {
    uses: ['createGame'],
    tool: {
      name: 'create_game',
      title: 'Create a game with its content',
      description:
        "Creates a draft game of a type with its content, checked by that game type's rules. When the content is refused, the answer lists each field and its problem in the words the console shows, so fix those fields and call again. Read playdesk://game-types/{type} first: the content schema, a worked example and the rules.",
      inputSchema: inputSchemaOf(CreateGameInput),
      annotations: adds('Create a game'),
    },
    async run(args, call) {
      const input = parse(CreateGameInput, args);
      if (isResult(input)) return input;
      const answer = await call('createGame', { body: input });
      if (answer.status >= 400)
        return failed(
          answer,
          `The content of a ${input.type} game: read playdesk://game-types/${input.type}.`,
        );
      const { game } = answer.body as GameBody;
      return ok({
        game: { public_id: game.public_id, name: game.name, type: game.type, status: game.status },
        next: 'Attach a reward (attach_reward), schedule it (schedule_game), publish it (updateGame with status published).',
      });
    },
  },
  {
    uses: ['createCalendarEntries'],
    tool: {
      name: 'schedule_game',
      title: 'Schedule a game on the calendar',
      description:
        "Puts a game on the business's calendar: a range of days (starts_on–ends_on, UTC, both included) or single days (a daily game). Publishing it is separate (updateGame with status published).",
      inputSchema: inputSchemaOf(ScheduleGameInput),
      annotations: adds('Schedule a game'),
    },
    async run(args, call) {
      const input = parse(ScheduleGameInput, args);
      if (isResult(input)) return input;
      const answer = await call('createCalendarEntries', { body: input });
      return answer.status >= 400 ? failed(answer) : ok(answer.body);
    },
  },
  {
    uses: ['getGame', 'getReward', 'updateGame'],
    tool: {
      name: 'attach_reward',
      title: 'Give a reward in a game',
      description:
        "Adds a rule to a game's rewards: which reward, to whom (every winner, by odds, or at winning moments) and how many (per player, per day, in all). The game's other reward rules stay. The change is recorded in the audit log with the odds before and after.",
      inputSchema: inputSchemaOf(AttachRewardInput),
      annotations: adds('Attach a reward'),
    },
    async run(args, call) {
      const input = parse(AttachRewardInput, args);
      if (isResult(input)) return input;
      const reward = await call('getReward', { id: input.reward_id });
      if (reward.status >= 400)
        return failed(reward, 'reward_id: list the rewards with listRewards.');
      const current = await call('getGame', { id: input.game_id });
      if (current.status >= 400) return failed(current);
      const { settings } = (current.body as GameBody).game;
      const kept = settings.rewards.rules.map((rule) =>
        Object.fromEntries(RULE_FIELDS.filter((f) => f in rule).map((f) => [f, rule[f]])),
      );
      const { game_id: _game, ...rule } = input;
      const answer = await call('updateGame', {
        id: input.game_id,
        body: {
          settings: {
            rewards: {
              rules: [...kept, rule],
              consolation_reward_id: settings.rewards.consolation_reward_id,
            },
          },
        },
      });
      if (answer.status >= 400) return failed(answer);
      return ok({
        game: input.game_id,
        rewards: (answer.body as GameBody).game.settings.rewards,
      });
    },
  },
  {
    uses: ['getFunnel'],
    tool: {
      name: 'campaign_report',
      title: "A game's results over a period",
      description:
        'How a game did over a period (UTC days): views, plays started and finished, wins, leads collected, rewards won and redeemed, calls to action and shares, with the rates from one step to the next (docs/insight.md).',
      inputSchema: inputSchemaOf(CampaignReportInput),
      annotations: reads('Campaign report'),
    },
    async run(args, call) {
      const input = parse(CampaignReportInput, args);
      if (isResult(input)) return input;
      const answer = await call('getFunnel', {
        game: input.game_id,
        from: input.from,
        to: input.to,
      });
      if (answer.status >= 400) return failed(answer);
      const { game, current } = answer.body as {
        game: { public_id: string; name: string; type: string } | null;
        current: { from: string; to: string; steps: Record<string, number> };
      };
      const s = current.steps;
      const rate = (part: number | undefined, whole: number | undefined) =>
        whole ? Math.round(((part ?? 0) / whole) * 1000) / 10 : null;
      return ok({
        game,
        period: { from: current.from, to: current.to },
        views: s.view,
        plays: s.start,
        finished: s.finish,
        wins: s.win,
        leads: s.lead,
        rewards_won: s.reward_won,
        rewards_redeemed: s.reward_redeemed,
        cta_clicks: s.cta,
        shares: s.share,
        rates_percent: {
          play_per_view: rate(s.start, s.view),
          finish_per_play: rate(s.finish, s.start),
          win_per_play: rate(s.win, s.start),
          lead_per_play: rate(s.lead, s.start),
          redeemed_per_reward: rate(s.reward_redeemed, s.reward_won),
        },
      });
    },
  },
];
