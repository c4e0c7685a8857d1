// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { chmodSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@playdesk/'));
const source = (path) => new URL(path, import.meta.url).pathname;

const common = {
  outdir: source('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'zod', 'zod/*'],
  logLevel: 'warning',
};

await build({
  ...common,
  // The dictionary worker (src/infra/dictionary.ts) is a script of its own beside main.js.
  entryPoints: {
    main: source('./src/main.ts'),
    'dictionary-worker': source('./src/infra/dictionary-worker.ts'),
  },
});

// The MCP server for desktop assistants (src/mcp.ts, docs/mcp.md): a command of its own,
// `playdesk-mcp` (package.json `bin`), so it starts with a shebang and is executable.
await build({
  ...common,
  entryPoints: { mcp: source('./src/mcp.ts') },
  banner: { js: '#!/usr/bin/env node' },
});
chmodSync(source('./dist/mcp.js'), 0o755);
