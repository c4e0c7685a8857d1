/**
 * Apple's pass web service ("Adding a web service to update passes"), at the pass's
 * `webServiceURL` = `<APP_URL>/wallet/apple`, with Apple's paths, bodies and answers exactly:
 * - `POST   /v1/devices/{device}/registrations/{passTypeId}/{serial}` {pushToken}: 201 new, 200 known
 * - `DELETE /v1/devices/{device}/registrations/{passTypeId}/{serial}`: 200
 * - `GET    /v1/devices/{device}/registrations/{passTypeId}?passesUpdatedSince=<tag>`:
 *   200 {serialNumbers, lastUpdated}, 204 none
 * - `GET    /v1/passes/{passTypeId}/{serial}`: the latest pass, 304 with If-Modified-Since
 * - `POST   /v1/log` {logs}: 200
 * The calls about one pass carry `Authorization: ApplePass <authenticationToken>`, which is an
 * HMAC of the serial (links.ts): checked, never stored; refused with 401. The update tag is the
 * latest `pass_updated_at` in milliseconds. Outside the API prefix, so not in the OpenAPI document.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { applePassRegistrations, playerRewards } from '../../../db/schema.js';
import { queryRows } from '../../../db/rows.js';
import type { MediaStore } from '../../../infra/media-store.js';
import { createSigningKeys } from '../tokens.js';
import { APPLE_SERVICE_PATH, buildApplePass } from './apple.js';
import { isAppleAuthToken, walletKey as deriveWalletKey } from './links.js';
import { passWin } from './win.js';

const Id = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/, 'must be an identifier');
const PassParams = z.object({ passTypeIdentifier: Id, serialNumber: Id });
const DeviceParams = z.object({ deviceLibraryIdentifier: Id, passTypeIdentifier: Id });
const RegistrationParams = DeviceParams.extend({ serialNumber: Id });
const RegisterBody = z.object({
  pushToken: z
    .string()
    .min(1)
    .max(400)
    .regex(/^[A-Za-z0-9]+$/),
});
const UpdatedQuery = z.object({
  passesUpdatedSince: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
});
const LogBody = z.object({ logs: z.array(z.string().max(2000)).max(100) });

export function registerAppleService(
  root: FastifyInstance,
  { db, config, store }: { db: Database; config: Config; store: MediaStore },
): void {
  const apple = config.wallet.apple;
  const walletKey = deriveWalletKey(config.secretsKey);
  // Without the certificate no pass names this service; without SECRETS_KEY none can be checked.
  if (!apple || !walletKey) return;
  const keys = createSigningKeys(db, config.secretsKey);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = `${APPLE_SERVICE_PATH}/v1`;
  const hidden = { hide: true } as const;

  /** 401 unless the pass type is ours and the request carries the serial's token. */
  const authorized = (
    reply: FastifyReply,
    passTypeId: string,
    serial: string,
    header: string | undefined,
  ): boolean => {
    if (passTypeId === apple.passTypeId && isAppleAuthToken(walletKey, serial, header)) return true;
    void reply.code(401).send();
    return false;
  };

  app.post(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    { schema: { ...hidden, params: RegistrationParams, body: RegisterBody } },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      if (!authorized(reply, passTypeIdentifier, serialNumber, request.headers.authorization))
        return reply;
      const win = await passWin(db, keys, { publicId: serialNumber });
      if (!win?.inStore) return reply.code(404).send();
      // Inserted (201) or already there with maybe a new push token (200): one statement.
      const [row] = await queryRows<{ inserted: boolean }>(
        db,
        sql`insert into apple_pass_registrations (device_library_id, pass_type_id, serial, push_token)
            values (${deviceLibraryIdentifier}, ${passTypeIdentifier}, ${serialNumber}, ${request.body.pushToken})
            on conflict (device_library_id, pass_type_id, serial)
            do update set push_token = excluded.push_token, updated_at = now()
            returning (xmax = 0) as inserted`,
      );
      return reply.code(row?.inserted ? 201 : 200).send();
    },
  );

  app.delete(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier/:serialNumber`,
    { schema: { ...hidden, params: RegistrationParams } },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier, serialNumber } = request.params;
      if (!authorized(reply, passTypeIdentifier, serialNumber, request.headers.authorization))
        return reply;
      await db
        .delete(applePassRegistrations)
        .where(
          and(
            eq(applePassRegistrations.deviceLibraryId, deviceLibraryIdentifier),
            eq(applePassRegistrations.passTypeId, passTypeIdentifier),
            eq(applePassRegistrations.serial, serialNumber),
          ),
        );
      return reply.code(200).send();
    },
  );

  app.get(
    `${base}/devices/:deviceLibraryIdentifier/registrations/:passTypeIdentifier`,
    { schema: { ...hidden, params: DeviceParams, querystring: UpdatedQuery } },
    async (request, reply) => {
      const { deviceLibraryIdentifier, passTypeIdentifier } = request.params;
      const since = request.query.passesUpdatedSince;
      const updated = sql`coalesce(${playerRewards.passUpdatedAt}, ${playerRewards.wonAt})`;
      const rows = await db
        .select({
          serial: applePassRegistrations.serial,
          updatedMs: sql<string>`floor(extract(epoch from ${updated}) * 1000)::bigint::text`,
        })
        .from(applePassRegistrations)
        .innerJoin(playerRewards, eq(playerRewards.publicId, applePassRegistrations.serial))
        .where(
          and(
            eq(applePassRegistrations.deviceLibraryId, deviceLibraryIdentifier),
            eq(applePassRegistrations.passTypeId, passTypeIdentifier),
            since === undefined
              ? undefined
              : // Compared in whole milliseconds, as the tag is: a microsecond past it is not newer.
                sql`floor(extract(epoch from ${updated}) * 1000)::bigint > ${Number(since)}::bigint`,
          ),
        )
        .limit(1000);
      if (rows.length === 0) return reply.code(204).send();
      const last = rows.reduce(
        (max, r) => (BigInt(r.updatedMs) > BigInt(max) ? r.updatedMs : max),
        '0',
      );
      return reply.code(200).send({ serialNumbers: rows.map((r) => r.serial), lastUpdated: last });
    },
  );

  app.get(
    `${base}/passes/:passTypeIdentifier/:serialNumber`,
    { schema: { ...hidden, params: PassParams } },
    async (request, reply) => {
      const { passTypeIdentifier, serialNumber } = request.params;
      if (!authorized(reply, passTypeIdentifier, serialNumber, request.headers.authorization))
        return reply;
      const win = await passWin(db, keys, { publicId: serialNumber });
      if (!win?.inStore) return reply.code(404).send();
      const since = Date.parse(request.headers['if-modified-since'] ?? '');
      // HTTP dates have whole seconds: unchanged when its second is not after the header's.
      if (!Number.isNaN(since) && Math.floor(win.updatedAt.getTime() / 1000) * 1000 <= since)
        return reply.code(304).send();
      const pass = await buildApplePass({ db, store, config, walletKey }, apple, win);
      return reply
        .type('application/vnd.apple.pkpass')
        .header('last-modified', win.updatedAt.toUTCString())
        .header('cache-control', 'no-store')
        .send(pass);
    },
  );

  app.post(`${base}/log`, { schema: { ...hidden, body: LogBody } }, async (request, reply) => {
    for (const line of request.body.logs) request.log.warn({ wallet: 'apple' }, line.slice(0, 500));
    return reply.code(200).send();
  });
}
