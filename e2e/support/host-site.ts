/**
 * A business's own web site in a browser test: pages held by path and served by a small
 * `node:http` server of the spec file on loopback, on a port of its own — so the site is another
 * origin than the app (`http://localhost:{port}` is another site too). Started before the file's
 * tests, closed after them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from '@playwright/test';

export interface HostSite {
  /** The server's port (known once the file's tests run). */
  readonly port: number;
  /** `http://localhost:{port}`. */
  readonly origin: string;
  /** Serves `html` at `path` (a query string is ignored); returns the page's address. */
  page(path: string, html: string): string;
}

/** The site of this spec file; `headers` adds response headers for a path. */
export function hostSite(headers: (path: string) => Record<string, string> = () => ({})): HostSite {
  const pages = new Map<string, string>();
  let server: http.Server | undefined;
  let port = 0;
  test.beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const html = pages.get(path);
      response.writeHead(html ? 200 : 404, {
        'content-type': 'text/html; charset=utf-8',
        ...headers(path),
      });
      response.end(html ?? 'not found');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );
  return {
    get port() {
      return port;
    },
    get origin() {
      return `http://localhost:${port}`;
    },
    page(path, html) {
      pages.set(path, html);
      return `http://localhost:${port}${path}`;
    },
  };
}
