/**
 * Single sign-on per business (docs/single-sign-on.md): its settings, its email domains proved by
 * DNS, and the sign-in through its identity provider (SAML 2.0 or OpenID Connect) ending in the
 * usual session, with people created at their first sign-in (just in time).
 *
 * A sign-in is a flow row (the SAML request's id or the OIDC state, hashed) bound to the browser
 * that started it by a cookie (hashed), used once, for 10 minutes. The identity provider answers
 * the API (the ACS or the OIDC callback), which signs the person in and redirects the browser to
 * the console's /auth/callback/sso with a one-time code; the console trades it, with the same
 * cookie, for the session (`complete`).
 *
 * Over 300 lines: the settings and the sign-in share the business's addresses (entity id, ACS,
 * redirect URI) and its rows, and every database call of the feature lives here, as in
 * ../service.ts; the protocols' own work is in saml.ts and oidc.ts.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import {
  ACCESS_MODULE_KEYS,
  emailDomainOf,
  type AccessModuleKey,
  ssoTxtRecord,
  type SsoCompleteResponse,
  type SsoDomain,
  type SsoSettings,
  type UpdateSsoSettingsRequest,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import type { z } from 'zod';
import {
  audit,
  nothingToAudit,
  type AuditContext,
  type AuditOrigin,
} from '../../../db/audit-log.js';
import type { Database, Queryable } from '../../../db/client.js';
import { newPublicId } from '../../../db/ids.js';
import {
  accounts,
  memberships,
  sessions,
  ssoAssertions,
  ssoDomains,
  ssoFlows,
  ssoHandoffs,
  ssoSessions,
  ssoSettings,
  users,
} from '../../../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../http/errors.js';
import { loadAccountContext } from '../../../http/tenancy.js';
import {
  safeRequest,
  UnsafeAddressError,
  type AddressResolver,
} from '../../../infra/safe-fetch.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import { hashToken, newSecretToken } from '../../../lib/tokens.js';
import type { DnsResolver } from '../../domains/dns.js';
import { txtProblem } from '../../domains/txt-proof.js';
import { loadBillingPlan } from '../../usage/plan.js';
import { buildAuthPayload, lockBusiness, openSession, userActor } from '../service.js';
import { assertOwnerHasFactor } from './enforcement.js';
import { authorizationUrl, discover, identityOf, IdpUnavailableError } from './oidc.js';
import {
  authorizeUrl,
  certificateFingerprint,
  checkResponse,
  newRequestId,
  peekResponse,
  readIdpMetadata,
  SamlRefusal,
  serviceProviderMetadata,
  type SamlParty,
} from './saml.js';

export const FLOW_TTL_SECONDS = 600;

const isModuleKey = (key: string): key is AccessModuleKey =>
  (ACCESS_MODULE_KEYS as readonly string[]).includes(key);
const HANDOFF_TTL_SECONDS = 60;

type SettingsRow = typeof ssoSettings.$inferSelect;
type DomainRow = typeof ssoDomains.$inferSelect;

export const SSO_NOT_IN_PLAN = (plan: string) =>
  `Single sign-on is not included in the ${plan} plan. Upgrade to Pro or Agency to connect your identity provider.`;
export const USE_YOUR_PASSWORD =
  'Single sign-on is not set up for this email address. Sign in with your password.';
export const SSO_FLOW_EXPIRED =
  'This single sign-on has expired or was started in another browser. Please try again.';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface SsoServiceDeps {
  db: Database;
  appUrl: string;
  sessionTtlDays: number;
  dns: DnsResolver;
  /** null: no SECRETS_KEY in production, so no client secret can be kept. */
  box: SecretBox | null;
  allowLoopback: boolean;
  addressResolver?: AddressResolver | undefined;
}

/** The refusal of an identity provider's answer: 400 with the reason as a parameter. */
const refused = (reason: string, message: string) =>
  badRequest(`${message}. Nothing was signed in.`).coded('sso.response_refused', { reason });

/**
 * Ends the sessions not opened by single sign-on of the business's members whose email is in one
 * of its verified domains: "only through SSO" applies at their next request.
 */
async function endPasswordSessions(tx: Queryable, accountId: string): Promise<void> {
  await tx.execute(sql`
    delete from ${sessions} s
    using ${memberships} m, ${users} u
    where m.account_id = ${accountId} and m.role = 'member'
      and s.user_id = m.user_id and u.id = m.user_id
      and split_part(lower(u.email), '@', 2) in (
        select d.domain from ${ssoDomains} d where d.account_id = ${accountId} and d.status = 'verified')
      and not exists (select 1 from ${ssoSessions} x where x.session_id = s.id)`);
}

export function createSsoService(deps: SsoServiceDeps) {
  const { db, appUrl, sessionTtlDays } = deps;
  const apiBase = `${appUrl}${API_PATH}`;
  const acsUrl = `${apiBase}/auth/sso/saml/acs`;
  const oidcRedirectUri = `${apiBase}/auth/sso/oidc/callback`;
  const metadataUrl = (accountPublicId: string) =>
    `${apiBase}/auth/sso/saml/metadata/${accountPublicId}`;

  async function settingsRow(accountId: string): Promise<SettingsRow | null> {
    const [row] = await db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
    return row ?? null;
  }

  const toDomain = (row: DomainRow): SsoDomain => ({
    domain: row.domain,
    status: row.status,
    status_reason: row.statusReason,
    txt: ssoTxtRecord(row.domain, row.verificationToken),
    checked_at: row.checkedAt?.toISOString() ?? null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
  });

  /** The settings as the audit log keeps them: never the secret, only whether one is set. */
  const audited = (row: SettingsRow | null, domains: DomainRow[]) => ({
    enabled: row?.enabled ?? false,
    protocol: row?.protocol ?? 'saml',
    saml_idp_entity_id: row?.samlIdpEntityId ?? null,
    saml_metadata_url: row?.samlMetadataUrl ?? null,
    saml_certificates: (row?.samlIdpCerts ?? []).map(certificateFingerprint),
    oidc_issuer: row?.oidcIssuer ?? null,
    oidc_client_id: row?.oidcClientId ?? null,
    oidc_client_secret_set: Boolean(row?.oidcClientSecret),
    default_modules: row?.defaultModules ?? [],
    enforced: row?.enforced ?? false,
    domains: domains.map((d) => d.domain),
  });

  async function domainsOf(accountId: string): Promise<DomainRow[]> {
    return db
      .select()
      .from(ssoDomains)
      .where(eq(ssoDomains.accountId, accountId))
      .orderBy(ssoDomains.domain);
  }

  async function get(ctx: {
    accountId: string;
    accountPublicId: string;
    billingAccountId: string;
  }): Promise<SsoSettings> {
    const row = await settingsRow(ctx.accountId);
    const plan = await loadBillingPlan(db, ctx.billingAccountId);
    return {
      included_in_plan: plan.sso,
      enabled: row?.enabled ?? false,
      protocol: row?.protocol ?? 'saml',
      saml: {
        idp_entity_id: row?.samlIdpEntityId ?? null,
        sso_url: row?.samlSsoUrl ?? null,
        certificates: (row?.samlIdpCerts ?? []).map(certificateFingerprint),
        metadata_url: row?.samlMetadataUrl ?? null,
      },
      oidc: {
        issuer: row?.oidcIssuer ?? null,
        client_id: row?.oidcClientId ?? null,
        client_secret_set: Boolean(row?.oidcClientSecret),
      },
      default_modules: (row?.defaultModules ?? []).filter(isModuleKey),
      enforced: row?.enforced ?? false,
      domains: (await domainsOf(ctx.accountId)).map(toDomain),
      service_provider: {
        entity_id: metadataUrl(ctx.accountPublicId),
        acs_url: acsUrl,
        metadata_url: metadataUrl(ctx.accountPublicId),
        oidc_redirect_uri: oidcRedirectUri,
      },
    };
  }

  async function requirePlan(billingAccountId: string): Promise<void> {
    const plan = await loadBillingPlan(db, billingAccountId);
    if (!plan.sso)
      throw forbidden(SSO_NOT_IN_PLAN(plan.planName)).coded('plan.no_sso', { plan: plan.planName });
  }

  /** The metadata document at `url`, fetched through the address guard (5 s, 100 000 characters). */
  async function fetchMetadata(url: string): Promise<string> {
    const limit = 100_000;
    try {
      const answer = await safeRequest(
        url,
        { method: 'GET', headers: { accept: 'application/samlmetadata+xml, application/xml' } },
        {
          allowLoopback: deps.allowLoopback,
          resolver: deps.addressResolver,
          timeoutMs: 5_000,
          maxBodyBytes: limit + 1,
        },
      );
      if (answer.status !== 200)
        throw badRequest(
          `saml_metadata_url: The address answered ${answer.status}, not the metadata`,
        );
      if (answer.body.length > limit)
        throw badRequest(`saml_metadata_url: The metadata is longer than ${limit} characters`);
      return answer.body;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof UnsafeAddressError)
        throw badRequest('The request is not valid.', [`saml_metadata_url: ${err.message}`]);
      throw badRequest('The request is not valid.', [
        `saml_metadata_url: The metadata could not be fetched (${err instanceof Error ? err.message.slice(0, 120) : 'error'})`,
      ]);
    }
  }

  async function update(
    ctx: { accountId: string; accountPublicId: string; billingAccountId: string; userId: string },
    input: z.output<typeof UpdateSsoSettingsRequest>,
    who: AuditContext,
  ): Promise<SsoSettings> {
    await requirePlan(ctx.billingAccountId);
    const before = await settingsRow(ctx.accountId);
    const beforeDomains = await domainsOf(ctx.accountId);
    const patch: Partial<typeof ssoSettings.$inferInsert> = {};
    if (input.enabled !== undefined) patch.enabled = input.enabled;
    if (input.protocol !== undefined) patch.protocol = input.protocol;
    if (input.enforced !== undefined) patch.enforced = input.enforced;
    if (input.default_modules !== undefined) patch.defaultModules = input.default_modules;
    if (input.saml_metadata_xml !== undefined || input.saml_metadata_url !== undefined) {
      const xml = input.saml_metadata_xml ?? (await fetchMetadata(input.saml_metadata_url!));
      const read = readIdpMetadata(xml);
      const field =
        input.saml_metadata_xml !== undefined ? 'saml_metadata_xml' : 'saml_metadata_url';
      if (typeof read === 'string')
        throw badRequest('The request is not valid.', [`${field}: ${read}`]);
      patch.samlIdpEntityId = read.entityId;
      patch.samlSsoUrl = read.ssoUrl;
      patch.samlIdpCerts = read.certificates;
      patch.samlMetadataUrl = input.saml_metadata_url ?? null;
    }
    if (input.oidc_issuer !== undefined) {
      const url = URL.canParse(input.oidc_issuer) ? new URL(input.oidc_issuer) : null;
      if (!url || !/^https?:$/.test(url.protocol))
        throw badRequest('The request is not valid.', [
          'oidc_issuer: Enter the issuer address, like https://login.example.com',
        ]);
      patch.oidcIssuer = input.oidc_issuer.replace(/\/$/, '');
    }
    if (input.oidc_client_id !== undefined) patch.oidcClientId = input.oidc_client_id;
    if (input.oidc_client_secret !== undefined) {
      if (!deps.box)
        throw new HttpError(
          503,
          'This server keeps no secrets: set SECRETS_KEY to store a client secret.',
        );
      patch.oidcClientSecret = deps.box.seal(input.oidc_client_secret);
    }
    const merged = { ...before, ...patch };
    if (merged.enabled) {
      const problems: string[] = [];
      if (merged.protocol === 'saml' && !merged.samlIdpEntityId)
        problems.push(
          'saml_metadata_xml: Give the identity provider’s metadata before turning single sign-on on',
        );
      if (
        merged.protocol === 'oidc' &&
        !(merged.oidcIssuer && merged.oidcClientId && merged.oidcClientSecret)
      )
        problems.push(
          'oidc_issuer: Give the issuer, client id and client secret before turning single sign-on on',
        );
      if (problems.length > 0) throw badRequest('The request is not valid.', problems);
    }
    // The owner's password becomes the break-glass: it must not be their only factor.
    if (merged.enabled && merged.enforced && !(before?.enabled && before.enforced))
      await assertOwnerHasFactor(db, ctx.userId);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ssoSettings)
        .values({ accountId: ctx.accountId, ...patch, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: ssoSettings.accountId,
          set: { ...patch, updatedAt: new Date() },
        })
        .returning();
      if (input.domains !== undefined) {
        const wanted = [...new Set(input.domains)];
        const kept = beforeDomains.filter((d) => wanted.includes(d.domain));
        const gone = beforeDomains.filter((d) => !wanted.includes(d.domain)).map((d) => d.id);
        if (gone.length > 0) await tx.delete(ssoDomains).where(inArray(ssoDomains.id, gone));
        const added = wanted.filter((d) => !kept.some((k) => k.domain === d));
        if (added.length > 0)
          await tx.insert(ssoDomains).values(
            added.map((domain) => ({
              accountId: ctx.accountId,
              domain,
              verificationToken: randomBytes(12).toString('base64url'),
              status: 'pending' as const,
            })),
          );
      }
      const domains = await tx
        .select()
        .from(ssoDomains)
        .where(eq(ssoDomains.accountId, ctx.accountId))
        .orderBy(ssoDomains.domain);
      const auditBefore = audited(before, beforeDomains);
      const auditAfter = audited(row!, domains);
      if (JSON.stringify(auditBefore) === JSON.stringify(auditAfter) && !patch.oidcClientSecret)
        nothingToAudit(who.origin);
      else
        await audit(tx, who, {
          action: 'sso.settings_changed',
          target: { type: 'sso', id: ctx.accountPublicId },
          before: auditBefore,
          after: auditAfter,
        });
      if (row!.enabled && row!.enforced) await endPasswordSessions(tx, ctx.accountId);
    });
    return get(ctx);
  }

  async function verifyDomain(
    ctx: { accountId: string; accountPublicId: string; billingAccountId: string },
    domainInput: string,
    who: AuditContext,
  ): Promise<SsoDomain> {
    const domain = domainInput.trim().toLowerCase();
    const [row] = await db
      .select()
      .from(ssoDomains)
      .where(and(eq(ssoDomains.accountId, ctx.accountId), eq(ssoDomains.domain, domain)));
    if (!row)
      throw notFound('This domain is not among your single sign-on domains. Add it first.').coded(
        'resource.not_found',
        { resource: 'domain' },
      );
    await requirePlan(ctx.billingAccountId);
    const problem = await txtProblem(deps.dns, row.domain, row.verificationToken);
    const now = new Date();
    const [claimed] = problem
      ? []
      : await db
          .select({ accountId: ssoDomains.accountId })
          .from(ssoDomains)
          .where(and(eq(ssoDomains.domain, domain), eq(ssoDomains.status, 'verified')));
    if (claimed && claimed.accountId !== ctx.accountId)
      throw conflict(`${domain} is already verified by another business.`).coded(
        'sso.domain_taken',
      );
    const updated = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(ssoDomains)
        .set(
          problem
            ? { status: 'failed', statusReason: problem, checkedAt: now, verifiedAt: null }
            : { status: 'verified', statusReason: null, checkedAt: now, verifiedAt: now },
        )
        .where(eq(ssoDomains.id, row.id))
        .returning();
      await audit(tx, who, {
        action: problem ? 'sso.domain_verification_failed' : 'sso.domain_verified',
        target: { type: 'sso_domain', id: domain },
        before: { status: row.status },
        after: { status: done!.status },
      });
      const settings = await tx
        .select()
        .from(ssoSettings)
        .where(eq(ssoSettings.accountId, ctx.accountId));
      if (!problem && settings[0]?.enabled && settings[0].enforced)
        await endPasswordSessions(tx, ctx.accountId);
      return done!;
    });
    return toDomain(updated);
  }

  // ---- Sign-in ----

  function samlParty(accountPublicId: string, row: SettingsRow): SamlParty {
    return {
      spEntityId: metadataUrl(accountPublicId),
      acsUrl,
      idp: {
        entityId: row.samlIdpEntityId ?? '',
        ssoUrl: row.samlSsoUrl ?? '',
        certificates: row.samlIdpCerts,
      },
    };
  }

  function oidcParty(row: SettingsRow) {
    if (!row.oidcIssuer || !row.oidcClientId || !row.oidcClientSecret || !deps.box)
      throw notFound(USE_YOUR_PASSWORD).coded('sso.not_configured');
    return {
      issuer: row.oidcIssuer,
      clientId: row.oidcClientId,
      clientSecret: deps.box.open(row.oidcClientSecret),
    };
  }

  const guard = () => ({ allowLoopback: deps.allowLoopback, resolver: deps.addressResolver });

  /** The business and settings of a live single sign-on for `email`'s verified domain. */
  async function businessFor(email: string) {
    const [row] = await db
      .select({
        settings: ssoSettings,
        publicId: accounts.publicId,
        parent: accounts.parentAccountId,
      })
      .from(ssoDomains)
      .innerJoin(ssoSettings, eq(ssoSettings.accountId, ssoDomains.accountId))
      .innerJoin(accounts, eq(accounts.id, ssoDomains.accountId))
      .where(
        and(
          eq(ssoDomains.domain, emailDomainOf(email)),
          eq(ssoDomains.status, 'verified'),
          eq(ssoSettings.enabled, true),
        ),
      );
    if (!row || !(await loadBillingPlan(db, row.parent ?? row.settings.accountId)).sso)
      throw notFound(USE_YOUR_PASSWORD).coded('sso.not_available');
    return row;
  }

  /** Starts a sign-in: the identity provider's address, and the cookie binding it to this browser. */
  async function start(email: string) {
    const business = await businessFor(email);
    const { settings } = business;
    const browser = newSecretToken();
    let key: string;
    let url: string;
    let codeVerifier: string | null = null;
    let nonce: string | null = null;
    if (settings.protocol === 'saml') {
      key = newRequestId();
      url = await authorizeUrl(samlParty(business.publicId, settings), key);
    } else {
      key = client.randomState();
      nonce = client.randomNonce();
      codeVerifier = client.randomPKCECodeVerifier();
      let config: client.Configuration;
      try {
        config = await discover(oidcParty(settings), guard());
      } catch (err) {
        if (err instanceof IdpUnavailableError)
          throw new HttpError(
            502,
            'Your identity provider cannot be reached right now. Please try again later.',
          ).coded('sso.idp_unavailable');
        throw err;
      }
      url = await authorizationUrl(config, oidcRedirectUri, { state: key, nonce, codeVerifier });
    }
    await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, new Date()));
    await db.insert(ssoFlows).values({
      keyHash: hashToken(key),
      accountId: settings.accountId,
      protocol: settings.protocol,
      browserHash: hashToken(browser),
      codeVerifier,
      nonce,
      expiresAt: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
    });
    return { url, browser };
  }

  async function takeFlow(protocol: 'saml' | 'oidc', key: string) {
    const [flow] = await db
      .delete(ssoFlows)
      .where(
        and(
          eq(ssoFlows.keyHash, hashToken(key)),
          eq(ssoFlows.protocol, protocol),
          gt(ssoFlows.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!flow) throw badRequest(SSO_FLOW_EXPIRED).coded('sso.flow_expired');
    return flow;
  }

  async function businessOf(accountId: string) {
    const [row] = await db
      .select({
        settings: ssoSettings,
        publicId: accounts.publicId,
        parent: accounts.parentAccountId,
      })
      .from(ssoSettings)
      .innerJoin(accounts, eq(accounts.id, ssoSettings.accountId))
      .where(eq(ssoSettings.accountId, accountId));
    if (!row?.settings.enabled || !(await loadBillingPlan(db, row.parent ?? accountId)).sso)
      throw notFound(USE_YOUR_PASSWORD).coded('sso.not_available');
    return row;
  }

  async function failed(
    accountId: string,
    email: string | null,
    reason: string,
    origin: AuditOrigin,
  ) {
    await audit(
      db,
      {
        accountId,
        actor: { kind: 'system', id: null, label: email ?? 'identity provider' },
        origin,
      },
      { action: 'sign_in.sso_failed', after: { reason } },
    );
  }

  /**
   * Signs `email` in to the business: a member as they are; someone else joins it as a member
   * with the default modules, a new login created for them if they have none (just in time).
   * Returns the one-time code the console trades for the session.
   */
  async function signIn(
    accountId: string,
    identity: { email: string; name: string | null },
    browserHash: string,
    protocol: 'saml' | 'oidc',
    origin: AuditOrigin,
  ): Promise<string> {
    const domains = await db
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(eq(ssoDomains.accountId, accountId), eq(ssoDomains.status, 'verified')));
    if (!domains.some((d) => d.domain === emailDomainOf(identity.email))) {
      await failed(accountId, identity.email, 'domain', origin);
      throw refused(
        'domain',
        `The identity provider signed in ${identity.email}, whose domain this business has not verified`,
      );
    }
    const code = newSecretToken();
    await db.transaction(async (tx) => {
      let [user] = await tx.select().from(users).where(eq(users.email, identity.email));
      let created = false;
      if (!user) {
        [user] = await tx
          .insert(users)
          .values({
            publicId: newPublicId(),
            email: identity.email,
            passwordHash: null,
            name: identity.name,
            emailConfirmedAt: new Date(),
          })
          .returning();
        created = true;
      }
      const [member] = await tx
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, user!.id), eq(memberships.accountId, accountId)));
      const actor = userActor(user!);
      if (!member) {
        const [settings] = await tx
          .select()
          .from(ssoSettings)
          .where(eq(ssoSettings.accountId, accountId));
        const [account] = await tx
          .select({ parent: accounts.parentAccountId })
          .from(accounts)
          .where(eq(accounts.id, accountId));
        const { plan, teamMates } = await lockBusiness(tx, account?.parent ?? accountId);
        if (teamMates >= plan.teamMates)
          throw forbidden(
            `This business has reached the ${plan.teamMates} team mates of its ${plan.planName} plan, so ${identity.email} cannot join it. Ask its owner to upgrade.`,
          ).coded('plan.team_mates', {
            plan: plan.planName,
            allowed: plan.teamMates,
            count: teamMates,
            action: 'upgrade',
          });
        await tx.insert(memberships).values({
          userId: user!.id,
          accountId,
          role: 'member',
          accessModules: settings?.defaultModules ?? [],
        });
        await audit(
          tx,
          { accountId, actor, origin },
          {
            action: 'sso.user_created',
            target: { type: 'user', id: user!.publicId },
            after: {
              email: identity.email,
              modules: settings?.defaultModules ?? [],
              new_login: created,
            },
          },
        );
      }
      await audit(
        tx,
        { accountId, actor, origin },
        { action: 'sign_in.sso_succeeded', after: { protocol } },
      );
      await tx.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, new Date()));
      await tx.insert(ssoHandoffs).values({
        codeHash: hashToken(code),
        userId: user!.id,
        accountId,
        browserHash,
        created: !member,
        expiresAt: new Date(Date.now() + HANDOFF_TTL_SECONDS * 1000),
      });
    });
    return code;
  }

  /** The SAML assertion consumer service: the code for the console, or a refusal. */
  async function acs(samlResponse: string, origin: AuditOrigin): Promise<string> {
    let peek: ReturnType<typeof peekResponse>;
    try {
      peek = peekResponse(samlResponse);
    } catch (err) {
      if (err instanceof SamlRefusal) throw refused(err.reason, err.message);
      throw err;
    }
    if (peek.assertionId) {
      const [used] = await db
        .select({ accountId: ssoAssertions.accountId })
        .from(ssoAssertions)
        .where(eq(ssoAssertions.assertionId, peek.assertionId.slice(0, 200)));
      if (used) {
        await failed(used.accountId, null, 'replayed', origin);
        throw refused('replayed', 'This SAML assertion was already used');
      }
    }
    if (!peek.inResponseTo)
      throw refused(
        'unsolicited',
        'Sign-ins started at the identity provider are not accepted: start from the Playdesk sign-in page',
      );
    const flow = await takeFlow('saml', peek.inResponseTo);
    const business = await businessOf(flow.accountId);
    let identity;
    try {
      identity = await checkResponse(
        samlParty(business.publicId, business.settings),
        samlResponse,
        peek.inResponseTo,
      );
    } catch (err) {
      if (err instanceof SamlRefusal) {
        await failed(flow.accountId, null, err.reason, origin);
        throw refused(err.reason, err.message);
      }
      throw err;
    }
    await db.delete(ssoAssertions).where(lt(ssoAssertions.expiresAt, new Date()));
    const [kept] = await db
      .insert(ssoAssertions)
      .values({
        accountId: flow.accountId,
        assertionId: identity.assertionId,
        expiresAt: identity.notOnOrAfter,
      })
      .onConflictDoNothing()
      .returning();
    if (!kept) {
      await failed(flow.accountId, identity.email, 'replayed', origin);
      throw refused('replayed', 'This SAML assertion was already used');
    }
    return signIn(flow.accountId, identity, flow.browserHash, 'saml', origin);
  }

  /** The OIDC redirect: state checked against this browser, then the code exchanged. */
  async function oidcCallback(
    query: {
      code?: string | undefined;
      state?: string | undefined;
      iss?: string | undefined;
      error?: string | undefined;
    },
    browser: string | null,
    origin: AuditOrigin,
  ): Promise<string> {
    if (!query.state || !browser) throw badRequest(SSO_FLOW_EXPIRED).coded('sso.flow_expired');
    const flow = await takeFlow('oidc', query.state);
    if (!sameHash(flow.browserHash, hashToken(browser)))
      throw badRequest(SSO_FLOW_EXPIRED).coded('sso.flow_expired');
    if (query.error || !query.code) {
      await failed(flow.accountId, null, query.error?.slice(0, 60) ?? 'no_code', origin);
      throw refused('denied', 'The identity provider did not sign you in');
    }
    const business = await businessOf(flow.accountId);
    let identity;
    try {
      const config = await discover(oidcParty(business.settings), guard());
      const url = new URL(oidcRedirectUri);
      url.searchParams.set('code', query.code);
      url.searchParams.set('state', query.state);
      if (query.iss) url.searchParams.set('iss', query.iss);
      identity = await identityOf(config, url, {
        state: query.state,
        nonce: flow.nonce ?? '',
        codeVerifier: flow.codeVerifier ?? '',
      });
    } catch (err) {
      if (err instanceof IdpUnavailableError || err instanceof TypeError) {
        await failed(flow.accountId, null, 'unavailable', origin);
        throw new HttpError(
          502,
          'Your identity provider cannot be reached right now. Please try again later.',
        ).coded('sso.idp_unavailable');
      }
      if (
        err instanceof client.ResponseBodyError ||
        err instanceof client.AuthorizationResponseError ||
        err instanceof client.ClientError
      ) {
        await failed(flow.accountId, null, 'token', origin);
        throw refused('token', 'The identity provider’s answer did not pass the checks');
      }
      throw err;
    }
    if (!identity.email || identity.emailVerified === false) {
      await failed(flow.accountId, identity.email, 'email', origin);
      throw refused('email', 'The identity provider gave no verified email address');
    }
    return signIn(
      flow.accountId,
      { email: identity.email, name: identity.name },
      flow.browserHash,
      'oidc',
      origin,
    );
  }

  /** The console's call: the session of a finished sign-in, for the browser that started it. */
  async function complete(
    code: string,
    browser: string | null,
    origin: AuditOrigin,
  ): Promise<SsoCompleteResponse> {
    const [handoff] = await db
      .delete(ssoHandoffs)
      .where(and(eq(ssoHandoffs.codeHash, hashToken(code)), gt(ssoHandoffs.expiresAt, new Date())))
      .returning();
    if (!handoff || !browser || !sameHash(handoff.browserHash, hashToken(browser)))
      throw badRequest(SSO_FLOW_EXPIRED).coded('sso.flow_expired');
    return db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, handoff.userId));
      const ctx = await loadAccountContext(tx, handoff.userId, { id: handoff.accountId });
      if (!user || !ctx)
        throw forbidden('This login is not a member of any account.').coded('auth.no_membership');
      const token = await openSession(tx, user.id, handoff.accountId, sessionTtlDays, origin);
      const [session] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      await tx.insert(ssoSessions).values({ sessionId: session!.id, accountId: handoff.accountId });
      const payload = await buildAuthPayload(tx, user, ctx, token);
      return {
        ...payload,
        outcome: handoff.created ? ('created' as const) : ('signed_in' as const),
        message: `Signed in to ${ctx.account.businessName} with single sign-on.`,
      };
    });
  }

  function metadata(accountPublicId: string): string {
    return serviceProviderMetadata({ spEntityId: metadataUrl(accountPublicId), acsUrl });
  }

  return { get, update, verifyDomain, start, acs, oidcCallback, complete, metadata };
}
