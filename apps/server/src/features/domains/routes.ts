/**
 * Domains (docs/product-rules.md#domains): the console's CRUD and DNS verification (module
 * `domains`), the public on-demand TLS check, the page embedder's page check, and the player
 * API's embed check.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CreateDomainRequest,
  DomainListQuery,
  DomainListResponse,
  DomainResponse,
  EMBED_ORIGIN_HEADER,
  ErrorBody,
  IdParams,
  MessageResponse,
  normalizeOrigin,
  originMatches,
  PageEmbedQuery,
  PageEmbedResponse,
  parseCustomDomain,
  PublicId,
  TlsCheckQuery,
  UpdateDomainRequest,
} from '@playdesk/contract';
import { API_PATH } from '@playdesk/contract/urls';
import { auditContextOf } from '../../http/audit-context.js';
import { scopeOf } from '../../http/auth.js';
import { forbidden, invalidFields, notFound } from '../../http/errors.js';
import type { App, RouteDeps } from '../../http/types.js';
import { consumeOrRefuse, createCounter } from '../../infra/rate-limit.js';
import { createDnsResolver, type DnsResolver } from './dns.js';
import type { DomainDirectory } from './directory.js';
import { createPageChecker } from './page-check.js';
import { createDomainService } from './service.js';

const tags = ['domains'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { access: 'account', module: 'domains' } as const;

/** The origin of the page a request came to (ours, or a custom domain of ours). */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The text a host page's developer sees when the frame's embedding origin is not allowed. */
export const notAllowedMessage = (origin: string | null) =>
  `This game may not be embedded on ${origin ?? 'this site'}: add the site in Playdesk → Domains.`;

// A player route of one game or one business: its first parameter, whatever its name, says which.
const GUARDED_ROUTE = new RegExp(`^${API_PATH}/play/(games|accounts)/:(\\w+)(?:/|$)`);

/**
 * Whether the embed guard below judges a route (by its URL), by whose allowed sites (the game's
 * business or the named business), and which parameter holds that game's or business's public id.
 * The OpenAPI document lists the guard's 403 on them.
 */
export function embedGuardOf(route: string): { by: 'game' | 'account'; param: string } | null {
  const match = GUARDED_ROUTE.exec(route);
  if (!match) return null;
  return { by: match[1] === 'games' ? 'game' : 'account', param: match[2]! };
}

/** The embed guard's 403 as the API document describes it. */
export const EMBED_REFUSAL =
  'Called by an embedded game (`X-Playdesk-Embed-Origin`) from a site that is not on the business’s allowed sites';

/**
 * The player API's half of the embed rule: a call made by an embedded game (it names the page
 * framing it in X-Playdesk-Embed-Origin) for a game or business whose allowed-sites list is not
 * empty must come from a site on the list. The browser's half is the CSP frame-ancestors of
 * /game-embedder (web/static.ts), which a page cannot get around.
 */
function registerEmbedGuard(app: App, directory: DomainDirectory): void {
  app.addHook('preHandler', async (request) => {
    const header = request.headers[EMBED_ORIGIN_HEADER];
    if (header === undefined) return;
    const guarded = embedGuardOf(request.routeOptions.url ?? '');
    if (!guarded) return;
    const id = (request.params as Record<string, unknown> | undefined)?.[guarded.param];
    if (typeof id !== 'string') return;
    const accountId =
      guarded.by === 'game'
        ? await directory.accountOfGame(id)
        : await directory.accountByPublicId(id);
    if (!accountId) return; // the route answers its own 404
    const sites = await directory.allowedSites(accountId);
    if (sites.length === 0) return;
    const value = Array.isArray(header) ? header[0] : header;
    const origin = value ? normalizeOrigin(value) : null;
    // Our own pages (the page embedder) frame games too.
    if (origin && (origin === ownOrigin(request) || sites.some((p) => originMatches(p, origin))))
      return;
    throw forbidden(notAllowedMessage(origin));
  });
}

export function domainRoutes(
  app: App,
  deps: RouteDeps,
  directory: DomainDirectory,
  resolver: DnsResolver = createDnsResolver(deps.config.domains.dnsServers),
): void {
  const service = createDomainService(deps.db, {
    cnameTarget: deps.config.domains.cnameTarget,
    resolver,
    directory,
  });
  const pages = createPageChecker({
    allowLoopback: deps.config.domains.allowPrivateFetch,
    resolver: deps.addressResolver,
  });
  // Caddy asks once per new certificate; a loop asking is probing for names.
  const tlsCounter = createCounter(deps.redis, { name: 'tls-check', points: 120, seconds: 60 });
  // Each page check may fetch a page: a client gets a few per minute.
  const pageCounter = createCounter(deps.redis, { name: 'page-embed', points: 30, seconds: 60 });
  registerEmbedGuard(app, directory);

  app.get(
    '/domains',
    {
      config,
      schema: {
        tags,
        operationId: 'listDomains',
        summary: 'List domains',
        description:
          "A page of the account's allowed sites and custom domains: allowed sites first, newest first.",
        querystring: DomainListQuery,
        response: { 200: DomainListResponse, ...errors },
      },
    },
    async (request) => service.list(scopeOf(request).account.id, request.query),
  );
  app.post(
    '/domains',
    {
      config: { ...config, audit: ['domain.added'] },
      schema: {
        tags,
        operationId: 'createDomain',
        summary: 'Add an allowed site or a custom domain',
        description:
          'An allowed site (`https://shop.example.com`, `https://*.example.com`) limits where the games may be embedded; a custom domain (`play.example.com`) starts `pending` with the DNS records to create, then `POST domains/{id}/verify`.',
        body: CreateDomainRequest,
        response: { 201: DomainResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        domain: await service.create(
          scopeOf(request).account.id,
          request.body,
          auditContextOf(request),
        ),
      }),
  );
  app.patch(
    '/domains/:id',
    {
      config: { ...config, audit: ['domain.changed'] },
      schema: {
        tags,
        operationId: 'updateDomain',
        summary: 'Change a domain',
        description:
          'Changes the value or the note. A custom domain whose host changes is verified again, with a new TXT token.',
        params: IdParams,
        body: UpdateDomainRequest,
        response: { 200: DomainResponse, ...errors },
      },
    },
    async (request) => ({
      domain: await service.update(
        scopeOf(request).account.id,
        request.params.id,
        request.body,
        auditContextOf(request),
      ),
    }),
  );
  app.delete(
    '/domains/:id',
    {
      config: { ...config, audit: ['domain.removed'] },
      schema: {
        tags,
        operationId: 'deleteDomain',
        summary: 'Remove a domain',
        description: 'Removes an allowed site (embeds there stop at once) or a custom domain.',
        params: IdParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await service.remove(scopeOf(request).account.id, request.params.id, auditContextOf(request));
      return { message: 'Domain removed.' };
    },
  );
  app.post(
    '/domains/:id/verify',
    {
      config: { ...config, audit: ['domain.verified', 'domain.verification_failed'] },
      schema: {
        tags,
        operationId: 'verifyDomain',
        summary: 'Verify a custom domain by DNS',
        description:
          'Looks up the TXT record `_playdesk.{host}` and the CNAME of the host now; the domain becomes `verified`, or `failed` with the reason.',
        params: IdParams,
        response: { 200: DomainResponse, ...errors },
      },
    },
    async (request) => ({
      domain: await service.verify(
        scopeOf(request).account.id,
        request.params.id,
        auditContextOf(request),
      ),
    }),
  );
  app.get(
    '/domains/tls-check',
    {
      config: { access: 'public' },
      schema: {
        tags,
        operationId: 'checkDomainTls',
        summary: 'On-demand TLS check',
        description:
          "For a TLS proxy's on-demand certificates (Caddy's `ask`): 200 when `domain` is a verified custom domain of a business, 404 otherwise. Rate-limited per client.",
        querystring: TlsCheckQuery,
        response: {
          200: z.object({ status: z.literal('ok') }).meta({ example: { status: 'ok' } }),
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      await consumeOrRefuse(tlsCounter, request.ip);
      const parsed = parseCustomDomain(request.query.domain);
      const owner = parsed.ok ? await directory.customDomain(parsed.value) : null;
      if (!owner)
        return (reply as FastifyReply).status(404).send({ message: 'Not a verified domain.' });
      return { status: 'ok' as const };
    },
  );
  app.get(
    '/play/accounts/:public_id/page-embed',
    {
      config: { access: 'public' },
      schema: {
        tags: ['play'],
        operationId: 'playCheckPageEmbed',
        summary: "Whether the page embedder may show a business's page",
        description:
          "For `/page-embedder/{public_id}/{url}/{game_id}`: the page must be on the business's allowed sites and the game one of its games (else 403/404, so the link is never an open redirect), and `frameable` says whether the page lets itself be framed. No credentials needed.",
        params: z.object({ public_id: PublicId }),
        querystring: PageEmbedQuery,
        response: {
          200: PageEmbedResponse,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request) => {
      await consumeOrRefuse(pageCounter, request.ip);
      const accountId = await directory.accountByPublicId(request.params.public_id);
      if (!accountId) throw notFound('This business was not found.');
      if ((await directory.accountOfGame(request.query.game)) !== accountId)
        throw notFound('This game was not found.');
      let url: URL;
      try {
        url = new URL(request.query.url);
      } catch {
        throw invalidFields(['url: Give a full web address, like https://shop.example.com/page']);
      }
      const origin = normalizeOrigin(url.origin);
      if (!origin || url.username || url.password)
        throw invalidFields(['url: Give a full web address, like https://shop.example.com/page']);
      const sites = await directory.allowedSites(accountId);
      if (!sites.some((p) => originMatches(p, origin)))
        throw forbidden(
          `Playdesk shows only this business's own pages here, and ${origin} is not on its Domains list.`,
        );
      const { frameable, reason } = await pages.check(url.href, ownOrigin(request));
      return { url: url.href, frameable, reason };
    },
  );
}
