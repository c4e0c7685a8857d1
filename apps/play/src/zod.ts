/**
 * What `import … from 'zod'` resolves to in this app's build (vite.config.ts aliases it), so
 * that zod is configured before any module builds a schema. The pages run under a CSP without
 * 'unsafe-eval': zod would probe `new Function` when it builds its first object schema — a
 * reported violation — and then fall back to the interpreter that `jitless` selects outright.
 * A call in main.tsx could not come first: the chunks it imports build schemas before it runs.
 */
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
