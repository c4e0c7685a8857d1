/**
 * How an example is registered (see index.ts), and the demo data every example shares: Café
 * Aurora, its Coffee Lovers Quiz and Léa Martin, who runs the café and plays its games.
 */
import { z } from 'zod';

/** Every example registered, for examples.test.ts to parse with its own schema. */
export const REGISTERED: { schema: z.ZodType; value: unknown; io: 'input' | 'output' }[] = [];

function register(schema: z.ZodType, value: unknown, io: 'input' | 'output'): void {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), example: value });
  REGISTERED.push({ schema, value, io });
}
/** Shows `value` as the example of what `schema` answers. */
export function answerExample<T extends z.ZodType>(schema: T, value: z.output<T>): void {
  register(schema, value, 'output');
}
/** Shows `value` as the example of a request `schema` takes. */
export function requestExample<T extends z.ZodType>(schema: T, value: z.input<T>): void {
  register(schema, value, 'input');
}
/**
 * Shows `value` on a schema the contract builds only for the document (`openApiDocs`, one branch
 * per game type, checked by the engines' own schemas): its type is checked by the caller against
 * the engine's own types.
 */
export function documentedExample(schema: z.ZodType, value: unknown): void {
  register(schema, value, 'input');
}
/** One page of a list, holding `items`. */
export const pageOf = <T>(...items: T[]) => ({
  data: items,
  meta: { page: 1, page_size: 20, total: items.length },
});

export const NOW = '2026-11-21T09:30:00.000Z';
export const GAME = { public_id: 'g_7hK2pQx9', name: 'Coffee Lovers Quiz' };
/** The examples' reward as a player sees it (the rewards list, a win, the points catalogue). */
export const FLAT_WHITE = {
  public_id: 'r_9cV2bN5m',
  name: 'A free flat white',
  description: 'Any size, hot or iced.',
  image: null,
  value: '4.50 €',
};
export const ACCOUNT = { public_id: 'a_Q4mZ8rTc', business_name: 'Café Aurora' };
export const LEA = {
  user_public_id: 'u_3fN8dW1k',
  email: 'lea.martin@example.com',
  name: 'Léa Martin',
};
/** Léa as a player of the café's games. */
export const PLAYER = { public_id: 'p_1qW5eR8t', display_name: 'Léa M.', avatar: '🦉' as const };
