/**
 * The OpenAPI document exactly as the server serves it: builds the app on a throw-away in-memory
 * database (no port, no web builds) and asks it for /services/api/docs/json. The lint test and the
 * client generator both read the document from here, so they judge what a developer downloads.
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** The URL the document names as its server: fixed, so the generated client does not depend on a machine. */
export const DOCUMENT_SERVER_URL = 'https://playdesk.example.com';

export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const handle = await openDatabase({ driver: 'pglite', dataDir: null });
  try {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: '/tmp/playdesk-openapi',
      LOG_LEVEL: 'silent',
      APP_URL: DOCUMENT_SERVER_URL,
    });
    const app = await buildApp({
      db: handle.db,
      config,
      logger: false,
      webBuilds: { consoleDir: null, playDir: null },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/services/api/docs/json' });
      if (res.statusCode !== 200) throw new Error(`document: ${res.statusCode} ${res.body}`);
      return res.json<Record<string, unknown>>();
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
