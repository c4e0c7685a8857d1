import { z } from 'zod';
import { GAME_TYPES, gameOf, type GameType } from '@playdesk/games/registry';
import { CreateGameRequest, Game, UpdateGameRequest } from './games.js';
import { ActionRequest } from './play.js';
import { VariantOverrides } from './experiments.js';

/**
 * How the OpenAPI document describes a schema whose own check it cannot see. A game's content and
 * a player's move are free-form objects to the route (`JsonObject`): the server checks them with
 * the game type's own engine schemas (`engine.contentSchema`, `engine.actionSchema`), picked by the
 * game's type. The document describes them with those very schemas, one branch per game type, so
 * it can never drift from what the server accepts. The server's OpenAPI transform
 * (apps/server/src/http/openapi.ts) swaps a registered schema for its `documentedAs`.
 */
export interface OpenApiDoc {
  documentedAs: z.ZodType;
  /** Whether it describes a request (defaults apply) or an answer. */
  io: 'input' | 'output';
}

/**
 * A plain map, not `z.registry`: a registry's `add` maps its metadata type over the schema's
 * types (`$replace`), and with a schema inside the metadata that expansion is unbounded (it took
 * `tsc` out of memory).
 */
const documented = new WeakMap<z.ZodType, OpenApiDoc>();
/** The engines' own schemas: the server's strict bodies leave them as the engines check them. */
const engineSchemas = new WeakSet<z.ZodType>();
export const openApiDocs = {
  add(schema: z.ZodType, doc: OpenApiDoc): void {
    documented.set(schema, doc);
  },
  get(schema: z.ZodType): OpenApiDoc | undefined {
    return documented.get(schema);
  },
  /** Whether `schema` is a game engine's content or move, documented as the engine checks it. */
  isEngineSchema(schema: z.ZodType): boolean {
    return engineSchemas.has(schema);
  },
};
const engineSchema = <T extends z.ZodType>(schema: T): T => {
  engineSchemas.add(schema);
  return schema;
};

const TYPE_NAMES = (type: GameType) => gameOf(type).name;
const contentOf = (type: GameType) =>
  engineSchema(
    (gameOf(type).engine.contentSchema as z.ZodType).meta({
      title: `${TYPE_NAMES(type)} content`,
      description: `The content of a \`${type}\` game.`,
    }),
  );
const actionOf = (type: GameType) =>
  engineSchema(
    (gameOf(type).engine.actionSchema as z.ZodType).meta({
      title: `${TYPE_NAMES(type)} action`,
      description: `A move in a \`${type}\` game.`,
    }),
  );
const anyOfTypes = <T extends z.ZodType>(branch: (type: GameType) => T) =>
  z.union(GAME_TYPES.map(branch) as [T, T, ...T[]]);

/** POST /games: one branch per game type, `type` naming the branch and `content` its shape. */
openApiDocs.add(CreateGameRequest, {
  documentedAs: z.discriminatedUnion(
    'type',
    GAME_TYPES.map((type) =>
      CreateGameRequest.extend({ type: z.literal(type), content: contentOf(type) }).meta({
        title: `New ${TYPE_NAMES(type)} game`,
      }),
    ) as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
  ),
  io: 'input',
});

/** PATCH /games/{id}: the type is the stored game's, so the content is one of the types' shapes. */
openApiDocs.add(UpdateGameRequest, {
  documentedAs: UpdateGameRequest.extend({
    content: anyOfTypes(contentOf)
      .optional()
      .describe('The new content, in the shape of the game’s type (see POST /games).'),
  }),
  io: 'input',
});

/** An experiment's variant: its content, whole, is a content of the game's type. */
openApiDocs.add(VariantOverrides, {
  documentedAs: VariantOverrides.extend({
    content: anyOfTypes(contentOf)
      .optional()
      .describe('The variant’s content, whole, in the shape of the game’s type (see POST /games).'),
  }),
  io: 'input',
});

/** A stored game's content in answers: each branch of `Game` (already split by type). */
for (const branch of Game.options) {
  const type = branch.shape.type.value;
  openApiDocs.add(branch.shape.content, { documentedAs: contentOf(type), io: 'output' });
}

/** POST /play/sessions/{id}/actions: a move of the session's game type. */
openApiDocs.add(ActionRequest, {
  documentedAs: z.object({
    action: anyOfTypes(actionOf).describe(
      'A move of the session’s game type; each game’s moves are told apart by `type`.',
    ),
  }),
  io: 'input',
});
