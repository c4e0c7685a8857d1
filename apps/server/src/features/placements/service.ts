/**
 * Placements (docs/insight.md#placements): the named places a business promotes a game ("Counter
 * QR", "Newsletter May"), each with its own link — the game's page with UTM parameters and
 * `pd_placement` — and that link's QR code for print. A visit that follows the link is counted
 * under the placement (features/insight/attribution.ts), so it gets its own row in the funnel.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import type {
  CreatePlacementRequest,
  Placement,
  PlacementListQuery,
  PlacementQrQuery,
} from '@playdesk/contract';
import { API_PATH, gamePageUrl } from '@playdesk/contract/urls';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { games, placements } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';

type Row = typeof placements.$inferSelect;
type GameRef = Pick<typeof games.$inferSelect, 'publicId' | 'name'>;

export const PLACEMENT_NOT_FOUND = 'Placement not found.';
const GAME_NOT_FOUND = 'Game not found.';
/** The query parameter of a placement's link the player app reads (docs/insight.md#placements). */
export const PLACEMENT_PARAM = 'pd_placement';
/** The medium of a placement that names none: most are printed as a QR code. */
export const DEFAULT_PLACEMENT_MEDIUM = 'qr';

/**
 * A name as a lower-case slug (`Café Counter QR!` → `cafe-counter-qr`): the default `utm_source`
 * and the QR code's file name. A name with no letter or digit to keep gives `placement`.
 */
export function placementSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'placement';
}

/** The link of a placement: the game's page with its UTM parameters and `pd_placement`. */
export function placementUrl(
  appUrl: string,
  gamePublicId: string,
  p: Pick<Row, 'publicId' | 'utmSource' | 'utmMedium' | 'utmCampaign'>,
): string {
  const query = new URLSearchParams({ utm_source: p.utmSource, utm_medium: p.utmMedium });
  if (p.utmCampaign) query.set('utm_campaign', p.utmCampaign);
  query.set(PLACEMENT_PARAM, p.publicId);
  return `${gamePageUrl(appUrl, gamePublicId)}?${query.toString()}`;
}

/**
 * Print quality: a margin of 4 modules (the quiet zone the QR standard asks for), error correction
 * Q (a quarter of the code may be smudged or covered and it still reads), and whole pixels per
 * module, as many as make the image at least QR_MIN_PX wide — a 10 cm print at 250 dpi.
 */
export const QR_MIN_PX = 1024;
const QR_MARGIN = 4;
const QR_ERROR_CORRECTION = 'Q';

export async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const scale = Math.ceil(QR_MIN_PX / (modules.size + 2 * QR_MARGIN));
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_MARGIN,
    scale,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

/** The same code as SVG: one path of the dark modules, which prints sharp at any size. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: QR_MARGIN,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

export function createPlacementService(db: Database, appUrl: string) {
  function toPlacement(row: Row, game: GameRef): Placement {
    return {
      public_id: row.publicId,
      game: { public_id: game.publicId, name: game.name },
      name: row.name,
      utm_source: row.utmSource,
      utm_medium: row.utmMedium,
      utm_campaign: row.utmCampaign,
      url: placementUrl(appUrl, game.publicId, row),
      qr_url: `${appUrl}${API_PATH}/placements/${encodeURIComponent(row.publicId)}/qr`,
      created_at: row.createdAt.toISOString(),
    };
  }

  const columns = { placement: placements, gamePublicId: games.publicId, gameName: games.name };
  const fromRow = (r: { placement: Row; gamePublicId: string; gameName: string }) =>
    toPlacement(r.placement, { publicId: r.gamePublicId, name: r.gameName });

  async function list(accountId: string, q: z.output<typeof PlacementListQuery>) {
    const conditions: SQL[] = [eq(placements.accountId, accountId)];
    if (q.game) conditions.push(eq(games.publicId, q.game));
    const where = and(...conditions);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select(columns)
            .from(placements)
            .innerJoin(games, eq(games.id, placements.gameId))
            .where(where)
            // A total order, so pages neither repeat nor skip a row.
            .orderBy(desc(placements.createdAt), desc(placements.id))
            .limit(limit)
            .offset(offset)
        ).map(fromRow),
      db
        .select({ n: count() })
        .from(placements)
        .innerJoin(games, eq(games.id, placements.gameId))
        .where(where),
    );
  }

  async function create(
    accountId: string,
    input: z.output<typeof CreatePlacementRequest>,
  ): Promise<Placement> {
    const [game] = await db
      .select({ id: games.id, publicId: games.publicId, name: games.name })
      .from(games)
      .where(and(eq(games.accountId, accountId), eq(games.publicId, input.game)));
    if (!game) throw notFound(GAME_NOT_FOUND).coded('resource.not_found', { resource: 'game' });
    // The name is unique per game whatever its case (placements_game_name_idx): a second
    // "Counter QR" would make two rows of the funnel nobody can tell apart.
    const [row] = await db
      .insert(placements)
      .values({
        publicId: newPublicId(),
        accountId,
        gameId: game.id,
        name: input.name,
        utmSource: input.utm_source ?? placementSlug(input.name),
        utmMedium: input.utm_medium ?? DEFAULT_PLACEMENT_MEDIUM,
        utmCampaign: input.utm_campaign ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw conflict(
        `This game already has a placement named “${input.name}”. Choose another name.`,
      ).coded('placement.name_taken', { name: input.name });
    return toPlacement(row, game);
  }

  async function find(accountId: string, publicId: string) {
    const [row] = await db
      .select(columns)
      .from(placements)
      .innerJoin(games, eq(games.id, placements.gameId))
      .where(and(eq(placements.accountId, accountId), eq(placements.publicId, publicId)));
    if (!row)
      throw notFound(PLACEMENT_NOT_FOUND).coded('resource.not_found', { resource: 'placement' });
    return row;
  }

  /** The QR code of the placement's link, and the file name to save it under. */
  async function qr(
    accountId: string,
    publicId: string,
    format: z.output<typeof PlacementQrQuery>['format'],
  ): Promise<{ body: Buffer | string; fileName: string }> {
    const row = await find(accountId, publicId);
    const url = placementUrl(appUrl, row.gamePublicId, row.placement);
    const fileName = `${placementSlug(row.placement.name)}.${format}`;
    return { body: format === 'svg' ? await qrSvg(url) : await qrPng(url), fileName };
  }

  return { list, create, qr };
}
