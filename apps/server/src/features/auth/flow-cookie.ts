/**
 * The cookie binding a sign-in through another party (social sign-in, single sign-on) to the
 * browser that started it (docs/product-rules.md#social-sign-in): on the configured cookie domain
 * (COOKIE_DOMAIN), path `/`, `Secure` outside local development (an APP_URL of plain http on this
 * machine), `HttpOnly` with `SameSite=Lax` so the console's own call after the provider's
 * redirect carries it.
 */
import { parse, serialize } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** Plain http on this machine is local development; everything else gets `Secure` cookies. */
function isLocalDevelopment(config: Config): boolean {
  const { protocol, hostname } = new URL(config.appUrl);
  return (
    !config.production &&
    protocol === 'http:' &&
    ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
  );
}

export function flowCookie(config: Config, name: string) {
  return {
    /** The `Set-Cookie` value; `maxAge` 0 clears it. */
    set: (value: string, maxAge: number) =>
      serialize(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: !isLocalDevelopment(config),
        maxAge,
        ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
      }),
    read: (request: FastifyRequest) => parse(request.headers.cookie ?? '')[name] ?? null,
  };
}
