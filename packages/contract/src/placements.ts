/**
 * Placements (docs/insight.md#placements): named places a game is promoted ("Counter QR",
 * "Newsletter May"), each with its own link carrying UTM parameters, its QR code, and its own row
 * in the funnel.
 */
import { z } from 'zod';
import { PublicId, text } from './primitives.js';
import { PageQuery, pageOf } from './resources.js';

export const PlacementName = text(80, {
  trim: true,
  tooLong: 'Name must be at most 80 characters',
}).min(1, 'Name is required');
/** A UTM value as a link carries it: lower case letters, digits, `-`, `_` and `.`. */
const UtmParam = text(100, { trim: true, tooLong: 'At most 100 characters' }).regex(
  /^[a-z0-9][a-z0-9._-]*$/,
  'Use lower case letters, digits, dots, dashes and underscores',
);

export const CreatePlacementRequest = z.object({
  game: PublicId,
  name: PlacementName,
  /** Default: the name as a slug (`counter-qr`). */
  utm_source: UtmParam.optional(),
  /** Default: `qr`. */
  utm_medium: UtmParam.optional(),
  /** Default: none. */
  utm_campaign: UtmParam.optional(),
});
export type CreatePlacementRequest = z.input<typeof CreatePlacementRequest>;

export const Placement = z.object({
  public_id: PublicId,
  game: z.object({ public_id: PublicId, name: z.string() }),
  name: z.string(),
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string().nullable(),
  /** The link to share or print: the game's page with the UTM parameters and `pd_placement`. */
  url: z.string(),
  /** Where to download the QR code of `url` (add `?format=svg` for SVG; PNG by default). */
  qr_url: z.string(),
  created_at: z.string(),
});
export type Placement = z.infer<typeof Placement>;
export const PlacementResponse = z.object({ placement: Placement });
export const PlacementListQuery = PageQuery.extend({ game: PublicId.optional() });
export const PlacementListResponse = pageOf(Placement);
export type PlacementListResponse = z.infer<typeof PlacementListResponse>;

export const QR_FORMATS = ['png', 'svg'] as const;
export const PlacementQrQuery = z.object({
  format: z.enum(QR_FORMATS, { error: 'Choose png or svg' }).default('png'),
});
