/**
 * The typed API client's types, generated from the document the server serves
 * (`openapi-typescript`; used with `openapi-fetch`). `npm run openapi:client` rewrites
 * `schema.d.ts`; the client test fails while the committed file differs from what this makes, so
 * a server change the file does not follow cannot land unnoticed.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { servedOpenApiDocument } from './served-document.js';

export const SCHEMA_FILE = fileURLToPath(new URL('./schema.d.ts', import.meta.url));

const HEADER = `/**
 * Types of the Playdesk API, generated from the served OpenAPI document by openapi-typescript.
 * Do not edit: run \`npm run openapi:client\` (apps/server/src/api-client/generate.ts).
 */
`;

/**
 * The file's text as the generator makes it (formatted like the rest of the repository), from
 * the served document (or one already fetched from a running app).
 */
export async function generateClientTypes(
  document: Record<string, unknown> | null = null,
): Promise<string> {
  const served = document ?? (await servedOpenApiDocument());
  const ast = await openapiTS(served as unknown as OpenAPI3, {
    // A field with a default may be left out of a request: keep it optional in the types.
    defaultNonNullable: false,
  });
  const text = HEADER + astToString(ast);
  const options = (await resolveConfig(SCHEMA_FILE)) ?? {};
  return format(text, { ...options, filepath: SCHEMA_FILE });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, await generateClientTypes());
  console.log(`Wrote ${SCHEMA_FILE}`);
}
