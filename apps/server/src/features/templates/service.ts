import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  objectLanguages,
  type CreateTemplateRequest,
  type Template,
  type TemplateKind,
  type TemplateListQuery,
  type TemplateListResponse,
  type TemplateTranslation,
  type UpdateTemplateRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { GAMES_CACHE, type CacheBus } from '../../infra/cache-bus.js';
import { newPublicId } from '../../db/ids.js';
import { paginate } from '../../db/pagination.js';
import { games, templates } from '../../db/schema.js';
import { invalidFields, notFound } from '../../http/errors.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { accountLanguage, mergedTranslations } from '../../http/translations.js';

/** A template's translation as kept: its message sanitised like the template's own. */
const sanitized = (t: TemplateTranslation): TemplateTranslation =>
  t.message === undefined ? t : { ...t, message: sanitizeRichText(t.message) };

type Row = typeof templates.$inferSelect;

export function toTemplate(row: Row): Template {
  return {
    public_id: row.publicId,
    kind: row.kind,
    name: row.name,
    title: row.title,
    message: row.message,
    image: row.image,
    button_label: row.buttonLabel,
    button_link: row.buttonLink,
    colors: row.colors,
    default_language: row.defaultLanguage,
    languages: objectLanguages(row.defaultLanguage, row.translations),
    translations: row.translations,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Checks that the template ids a game names are this account's templates of the right kind. */
export async function checkGameTemplates(
  db: Queryable,
  accountId: string,
  chosen: { game_over: string | null; success: string | null; leaderboard: string | null },
): Promise<void> {
  const wanted: [keyof typeof chosen, TemplateKind][] = [
    ['game_over', 'game-over'],
    ['success', 'success'],
    ['leaderboard', 'leaderboard'],
  ];
  const ids = wanted.map(([slot]) => chosen[slot]).filter((v): v is string => v !== null);
  if (ids.length === 0) return;
  const rows = await db
    .select({ publicId: templates.publicId, kind: templates.kind })
    .from(templates)
    .where(and(eq(templates.accountId, accountId), inArray(templates.publicId, ids)));
  const errors = wanted
    .filter(
      ([slot, kind]) =>
        chosen[slot] !== null && !rows.some((r) => r.publicId === chosen[slot] && r.kind === kind),
    )
    .map(
      ([slot]) =>
        `settings.templates.${slot}: Choose one of your ${slot.replace('_', '-')} templates`,
    );
  if (errors.length > 0) throw invalidFields(errors);
}

export function createTemplateService(db: Database, cacheBus: CacheBus) {
  // Games show their templates to players from a cache: any template change refreshes them all.
  const refreshGames = () => cacheBus.invalidate(GAMES_CACHE, '*');
  async function list(
    accountId: string,
    q: z.output<typeof TemplateListQuery>,
  ): Promise<TemplateListResponse> {
    const filters: SQL[] = [eq(templates.accountId, accountId)];
    if (q.kind) filters.push(eq(templates.kind, q.kind));
    const where = and(...filters);
    return paginate(
      q,
      async ({ limit, offset }) =>
        (
          await db
            .select()
            .from(templates)
            .where(where)
            .orderBy(desc(templates.updatedAt), desc(templates.id))
            .limit(limit)
            .offset(offset)
        ).map(toTemplate),
      db.select({ n: count() }).from(templates).where(where),
    );
  }

  async function find(accountId: string, publicId: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(templates)
      .where(and(eq(templates.accountId, accountId), eq(templates.publicId, publicId)));
    if (!row)
      throw notFound('Template not found.').coded('resource.not_found', { resource: 'template' });
    return row;
  }

  async function create(
    accountId: string,
    input: z.output<typeof CreateTemplateRequest>,
  ): Promise<Template> {
    const defaultLanguage = input.default_language ?? (await accountLanguage(db, accountId));
    const translations = mergedTranslations({
      defaultLanguage,
      stored: {},
      patch: input.translations,
      clean: sanitized,
    });
    const [row] = await db
      .insert(templates)
      .values({
        publicId: newPublicId(),
        accountId,
        kind: input.kind,
        name: input.name,
        title: input.title,
        message: sanitizeRichText(input.message),
        image: input.image,
        buttonLabel: input.button_label,
        buttonLink: input.button_link,
        colors: input.colors,
        defaultLanguage,
        translations,
      })
      .returning();
    return toTemplate(row!);
  }

  async function update(
    accountId: string,
    publicId: string,
    input: z.output<typeof UpdateTemplateRequest>,
  ): Promise<Template> {
    const current = await find(accountId, publicId);
    const languageChanged =
      input.default_language !== undefined || input.translations !== undefined;
    const defaultLanguage = input.default_language ?? current.defaultLanguage;
    const [row] = await db
      .update(templates)
      .set({
        ...(languageChanged && {
          defaultLanguage,
          translations: mergedTranslations({
            defaultLanguage,
            stored: current.translations,
            patch: input.translations,
            clean: sanitized,
          }),
        }),
        ...(input.name !== undefined && { name: input.name }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.message !== undefined && { message: sanitizeRichText(input.message) }),
        ...(input.image !== undefined && { image: input.image }),
        ...(input.button_label !== undefined && { buttonLabel: input.button_label }),
        ...(input.button_link !== undefined && { buttonLink: input.button_link }),
        ...(input.colors !== undefined && { colors: { ...current.colors, ...input.colors } }),
        updatedAt: new Date(),
      })
      .where(eq(templates.id, current.id))
      .returning();
    refreshGames();
    return toTemplate(row!);
  }

  async function remove(accountId: string, publicId: string): Promise<void> {
    const current = await find(accountId, publicId);
    await db.transaction(async (tx) => {
      // Games that used it fall back to the default pop-up instead of pointing at nothing.
      for (const slot of ['game_over', 'success', 'leaderboard'] as const) {
        await tx
          .update(games)
          .set({
            settings: sql`jsonb_set(${games.settings}, ${`{templates,${slot}}`}::text[], 'null'::jsonb)`,
          })
          .where(
            and(
              eq(games.accountId, accountId),
              sql`${games.settings}->'templates'->>${slot} = ${publicId}`,
            ),
          );
      }
      await tx.delete(templates).where(eq(templates.id, current.id));
    });
    refreshGames();
  }

  return {
    list,
    get: async (a: string, p: string) => toTemplate(await find(a, p)),
    create,
    update,
    remove,
  };
}
