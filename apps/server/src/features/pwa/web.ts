/**
 * The player app's service worker, served from the site root (`/player-sw.js`) so it may control
 * the player pages (`/game/…`, `/pwa/…`) while its files stay under `/play/`. The console keeps
 * its own `/service-worker.js` (docs/product-rules.md#service-worker); the two scopes never overlap.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export const PLAYER_SW_PATH = '/player-sw.js';

export function registerPlayerServiceWorker(app: FastifyInstance, playDir: string | null): void {
  const file = playDir ? join(playDir, 'player-sw.js') : null;
  const source = file && existsSync(file) ? readFileSync(file, 'utf8') : null;
  app.get(PLAYER_SW_PATH, (_request, reply) => {
    if (!source) return reply.status(404).send({ message: 'The player app is not built.' });
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .send(source);
  });
}
