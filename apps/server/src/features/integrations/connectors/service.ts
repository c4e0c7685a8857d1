/**
 * The connectors' settings (one row per account and kind), their "test connection", and their
 * sync log. Keys are sealed with SECRETS_KEY and only their last characters are ever answered.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  CONNECTOR_LIMITS,
  type ConnectorKind,
  type ConnectorSync,
  type ConnectorTestResponse,
  type HubspotSettings,
  type MailchimpSettings,
  type UpdateHubspotRequest,
  type UpdateMailchimpRequest,
} from '@playdesk/contract';
import type { z } from 'zod';
import { audit, type AuditContext } from '../../../db/audit-log.js';
import type { Database } from '../../../db/client.js';
import { connectors, connectorSyncs, consents, players } from '../../../db/schema.js';
import { badRequest, HttpError, invalidFields } from '../../../http/errors.js';
import { ConnectorApiError, hubspotClient, mailchimpClient } from './clients.js';
import { connectorRuntime, openSecret } from './sync.js';
import { consentIdOf } from '../consent-ref.js';

type Row = typeof connectors.$inferSelect;

const MASK = '••••••••';

function mask(secret: string | null): string | null {
  return secret ? `${MASK}${secret}` : null;
}

/** The characters kept for display: Mailchimp's last 4 before the data centre, HubSpot's last 4. */
function hintOf(kind: ConnectorKind, secret: string): string {
  if (kind === 'mailchimp') {
    const [key, dc] = secret.split('-');
    return `${key!.slice(-4)}-${dc ?? ''}`;
  }
  return secret.slice(-4);
}

function noKeyBox(): HttpError {
  return new HttpError(
    503,
    'Connectors need SECRETS_KEY to store keys encrypted; ask the administrator to set it.',
  );
}

export function createConnectorService(db: Database) {
  async function find(accountId: string, kind: ConnectorKind): Promise<Row | null> {
    const [row] = await db
      .select()
      .from(connectors)
      .where(and(eq(connectors.accountId, accountId), eq(connectors.kind, kind)));
    return row ?? null;
  }

  async function consentPublicId(id: string | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await db
      .select({ publicId: consents.publicId })
      .from(consents)
      .where(eq(consents.id, id));
    return row?.publicId ?? null;
  }

  async function recentSyncs(accountId: string, kind: ConnectorKind): Promise<ConnectorSync[]> {
    const rows = await db
      .select({ sync: connectorSyncs, playerPublicId: players.publicId })
      .from(connectorSyncs)
      .leftJoin(players, eq(players.id, connectorSyncs.playerId))
      .where(and(eq(connectorSyncs.accountId, accountId), eq(connectorSyncs.kind, kind)))
      .orderBy(desc(connectorSyncs.createdAt), desc(connectorSyncs.id))
      .limit(CONNECTOR_LIMITS.recentSyncs);
    return rows.map(({ sync, playerPublicId }) => ({
      action: sync.action,
      event_type: sync.eventType,
      player_id: playerPublicId,
      attempt: sync.attempt,
      ok: sync.ok,
      status_code: sync.statusCode,
      message: sync.message,
      duration_ms: sync.durationMs,
      created_at: sync.createdAt.toISOString(),
    }));
  }

  async function base(accountId: string, kind: ConnectorKind, row: Row | null) {
    return {
      enabled: row?.enabled ?? false,
      consent_id: await consentPublicId(row?.consentId ?? null),
      recent_syncs: await recentSyncs(accountId, kind),
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function mailchimp(accountId: string): Promise<MailchimpSettings> {
    const row = await find(accountId, 'mailchimp');
    return {
      ...(await base(accountId, 'mailchimp', row)),
      api_key_masked: mask(row?.secretHint ?? null),
      data_center: row?.secretHint ? (row.secretHint.split('-')[1] ?? null) : null,
      audience_id: row?.audienceId ?? null,
    };
  }

  async function hubspot(accountId: string): Promise<HubspotSettings> {
    const row = await find(accountId, 'hubspot');
    return {
      ...(await base(accountId, 'hubspot', row)),
      access_token_masked: mask(row?.secretHint ?? null),
    };
  }

  /** Saves the fields sent; enabling checks that everything a sync needs is there. */
  async function save(
    accountId: string,
    kind: ConnectorKind,
    input: { secret?: string; audienceId?: string; consentId?: string | null; enabled?: boolean },
    who: AuditContext,
  ): Promise<void> {
    const { box } = connectorRuntime();
    if (input.secret !== undefined && !box) throw noKeyBox();
    const current = await find(accountId, kind);
    const next = {
      secretSealed:
        input.secret !== undefined ? box!.seal(input.secret) : (current?.secretSealed ?? null),
      secretHint:
        input.secret !== undefined ? hintOf(kind, input.secret) : (current?.secretHint ?? null),
      audienceId:
        input.audienceId !== undefined ? input.audienceId || null : (current?.audienceId ?? null),
      consentId: input.consentId !== undefined ? input.consentId : (current?.consentId ?? null),
      enabled: input.enabled ?? current?.enabled ?? false,
    };
    if (next.enabled) {
      const missing = [
        ...(next.secretSealed
          ? []
          : [
              kind === 'mailchimp' ? 'api_key: Enter the API key' : 'access_token: Enter the token',
            ]),
        ...(kind === 'mailchimp' && !next.audienceId ? ['audience_id: Enter the audience id'] : []),
        ...(next.consentId ? [] : ['consent_id: Choose the consent that allows marketing emails']),
      ];
      if (missing.length > 0) throw invalidFields(missing);
    }
    // Its settings, never its key: only whether one was given, and its hint.
    const audited = (v: typeof next | undefined) =>
      v && {
        enabled: v.enabled,
        audience_id: v.audienceId,
        key_hint: v.secretHint,
        key_changed: v === next && input.secret !== undefined,
      };
    await db.transaction(async (tx) => {
      await tx
        .insert(connectors)
        .values({ accountId, kind, ...next })
        .onConflictDoUpdate({
          target: [connectors.accountId, connectors.kind],
          set: { ...next, updatedAt: new Date() },
        });
      await audit(tx, who, {
        action: current ? 'connector.changed' : 'connector.created',
        target: { type: 'connector', id: kind },
        before: audited(current ?? undefined) ?? null,
        after: audited(next) ?? null,
      });
    });
  }

  async function test(accountId: string, kind: ConnectorKind): Promise<ConnectorTestResponse> {
    const row = await find(accountId, kind);
    if (!row?.secretSealed) {
      throw badRequest(
        kind === 'mailchimp' ? 'Save an API key first.' : 'Save an access token first.',
      );
    }
    if (kind === 'mailchimp' && !row.audienceId) throw badRequest('Save the audience id first.');
    if (!connectorRuntime().box) throw noKeyBox();
    const secret = openSecret(row);
    if (!secret) {
      throw badRequest('The saved key cannot be read (SECRETS_KEY changed?). Enter it again.');
    }
    const runtime = connectorRuntime();
    const started = Date.now();
    let result: ConnectorTestResponse;
    try {
      const name =
        kind === 'mailchimp'
          ? await mailchimpClient(secret, row.audienceId!, {
              baseUrl: runtime.mailchimpApiUrl,
              timeoutMs: runtime.timeoutMs,
            }).test()
          : await hubspotClient(secret, {
              baseUrl: runtime.hubspotApiUrl,
              timeoutMs: runtime.timeoutMs,
            }).test();
      result = {
        ok: true,
        message:
          kind === 'mailchimp'
            ? `Connected to Mailchimp: audience "${name}".`
            : 'Connected to HubSpot: the token can read and write contacts.',
        status_code: 200,
      };
    } catch (err) {
      const e =
        err instanceof ConnectorApiError
          ? err
          : new ConnectorApiError(err instanceof Error ? err.message : String(err), null, true);
      result = { ok: false, message: e.message, status_code: e.status };
    }
    await db.insert(connectorSyncs).values({
      accountId,
      kind,
      playerId: null,
      eventType: 'connection.test',
      action: 'test',
      attempt: 1,
      ok: result.ok,
      statusCode: result.status_code,
      message: result.message.slice(0, 500),
      durationMs: Date.now() - started,
    });
    return result;
  }

  return {
    mailchimp,
    hubspot,
    async updateMailchimp(
      accountId: string,
      body: z.output<typeof UpdateMailchimpRequest>,
      who: AuditContext,
    ) {
      await save(
        accountId,
        'mailchimp',
        {
          ...(body.api_key !== undefined ? { secret: body.api_key } : {}),
          ...(body.audience_id !== undefined ? { audienceId: body.audience_id } : {}),
          consentId: await consentIdOf(db, accountId, body.consent_id),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        },
        who,
      );
      return mailchimp(accountId);
    },
    async updateHubspot(
      accountId: string,
      body: z.output<typeof UpdateHubspotRequest>,
      who: AuditContext,
    ) {
      await save(
        accountId,
        'hubspot',
        {
          ...(body.access_token !== undefined ? { secret: body.access_token } : {}),
          consentId: await consentIdOf(db, accountId, body.consent_id),
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        },
        who,
      );
      return hubspot(accountId);
    },
    test,
  };
}
