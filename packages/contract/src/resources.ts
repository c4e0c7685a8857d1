import { z } from 'zod';
import { PublicId } from './primitives.js';

/** The path of one resource of a collection: `/games/:id`, `/templates/:id`, `/calendar/:id`. */
export const IdParams = z.object({ id: PublicId });

/** `?page=&page_size=` of every list endpoint (pages count from 1). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
/** A page query after parsing: both numbers present. */
export type PageRequest = z.output<typeof PageQuery>;

export const PageMeta = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** A list endpoint's response: one page of items, and where that page sits in the whole list. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: PageMeta });
