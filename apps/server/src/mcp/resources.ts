/**
 * The MCP resources (docs/mcp.md#resources): each game type's content schema with a worked example
 * and its rules, so an assistant writes valid content the first time; and the business's games and
 * rewards, read through the API's own operations with the caller's key.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DIFFICULTIES } from '@playdesk/games';
import { GAME_TYPES, gameOf, type GameType } from '@playdesk/games/registry';
import { GAME_EXAMPLES } from '@playdesk/games/examples';

const SCHEME = 'playdesk://';
export const GAME_TYPE_URI = (type: string) => `${SCHEME}game-types/${type}`;

/** docs/game-rules.md, found from here upwards (the repository, or the image that copies it). */
function readGameRules(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'docs', 'game-rules.md');
    if (existsSync(file)) return readFileSync(file, 'utf8');
    dir = dirname(dir);
  }
  return null;
}

let rulesDoc: string | null | undefined;

/** The section of docs/game-rules.md about one game (by its product name), and the common one. */
function rulesSections(name: string): string[] {
  rulesDoc ??= readGameRules();
  if (!rulesDoc) return [];
  const sections = rulesDoc.split(/^## /m).slice(1);
  const pick = (title: string) =>
    sections.find((s) => s.split('\n')[0]!.trim().toLowerCase() === title.toLowerCase());
  return [pick('Points, gameplays and time'), pick(name)]
    .filter((s): s is string => s !== undefined)
    .map((s) => `## ${s.trim()}`);
}

/** One game type as an assistant needs it to write its content. */
export function gameTypeDocument(type: GameType): Record<string, unknown> {
  const game = gameOf(type);
  const schema = z.toJSONSchema(game.engine.contentSchema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  delete schema.$schema;
  const example = GAME_EXAMPLES[type];
  return {
    type,
    name: game.name,
    description: game.description,
    you_add: game.contentSummary,
    difficulty: Object.fromEntries(DIFFICULTIES.map((d) => [d, game.difficultyDetail(d)])),
    scoring: game.scoring ? { per: game.scoring.per } : null,
    content_schema: schema,
    example: {
      create_game: {
        type,
        name: example.name,
        difficulty: example.difficulty,
        content: example.content,
      },
    },
    rules: rulesSections(game.name).join('\n\n') || game.description,
  };
}

export function gameTypeResources(): Resource[] {
  return GAME_TYPES.map((type) => ({
    uri: GAME_TYPE_URI(type),
    name: `game-type-${type}`,
    title: `${gameOf(type).name}: content schema, example and rules`,
    description: `${gameOf(type).description} The content a ${type} game takes (JSON Schema), a worked example for create_game, and the rules of play.`,
    mimeType: 'application/json',
  }));
}

/** The business's data, read with the operation of the same name (listed when the key may call it). */
export const DATA_RESOURCES = [
  {
    uri: `${SCHEME}games`,
    operation: 'listGames',
    name: 'games',
    title: 'Games of the business',
    description: "The business's games (first page, newest change first).",
  },
  {
    uri: `${SCHEME}rewards`,
    operation: 'listRewards',
    name: 'rewards',
    title: 'Rewards of the business',
    description: "The business's rewards, with their stock.",
  },
] as const;

export const DATA_TEMPLATES = [
  {
    uriTemplate: `${SCHEME}games/{id}`,
    pattern: /^playdesk:\/\/games\/([^/?#]+)$/,
    operation: 'getGame',
    name: 'game',
    title: 'One game with its content and settings',
  },
  {
    uriTemplate: `${SCHEME}rewards/{id}`,
    pattern: /^playdesk:\/\/rewards\/([^/?#]+)$/,
    operation: 'getReward',
    name: 'reward',
    title: 'One reward',
  },
] as const;

export function dataTemplates(may: (operation: string) => boolean): ResourceTemplate[] {
  return DATA_TEMPLATES.filter((t) => may(t.operation)).map((t) => ({
    uriTemplate: t.uriTemplate,
    name: t.name,
    title: t.title,
    mimeType: 'application/json',
  }));
}
