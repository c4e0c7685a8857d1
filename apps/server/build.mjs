// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { chmodSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playdesk/'));

await build({
  // The dictionary worker (src/infra/dictionary.ts) is a script of its own beside main.js.
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'dictionary-worker': new URL('./src/infra/dictionary-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
});

// The MCP server for desktop assistants (src/mcp.ts, docs/mcp.md): a command of its own,
// `playdesk-mcp` (package.json `bin`), so it starts with a shebang and is executable.
await build({
  entryPoints: { mcp: new URL('./src/mcp.ts', import.meta.url).pathname },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
});
chmodSync(new URL('./dist/mcp.js', import.meta.url), 0o755);
