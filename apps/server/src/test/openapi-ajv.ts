/**
 * Ajv for the served OpenAPI document's schemas, in strict mode. The document is OpenAPI 3.0,
 * whose schema objects are JSON Schema draft 04 (boolean `exclusiveMinimum`) plus OpenAPI's own
 * keywords: Ajv's draft-04 class knows `nullable` (it widens a `type` given next to it, and a
 * `nullable` without a `type` is refused, as OpenAPI 3.0.3 says), and OpenAPI's annotations are
 * declared here. Formats are checked (ajv-formats), OpenAPI's integer sizes included.
 *
 * Used by the document's compile test (http/openapi.api.test.ts) and by the check of every API
 * test's answers against the document (test/response-check.ts).
 */
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { Format } from 'ajv';

/** OpenAPI 3.0 Schema Object keywords that are not JSON Schema draft 04 (annotations). */
const OPENAPI_ANNOTATIONS = [
  'discriminator',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'example',
  'deprecated',
];

const INT32 = 2 ** 31;

/** OpenAPI's data type formats beyond JSON Schema's. */
const OPENAPI_FORMATS: Record<string, Format> = {
  int32: {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && n >= -INT32 && n < INT32,
  },
  int64: { type: 'number', validate: (n: number) => Number.isSafeInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  byte: /^[A-Za-z0-9+/]*={0,2}$/,
  binary: true,
  password: true,
};

export type OpenApiAjv = InstanceType<typeof AjvDraft04>;

export function openApiAjv(): OpenApiAjv {
  const ajv = new AjvDraft04({ strict: true, allErrors: true });
  // ajv-formats' own types name the Ajv of its own copy; the plugin only adds formats.
  (addFormats as unknown as (a: OpenApiAjv) => void)(ajv);
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format);
  ajv.addVocabulary(OPENAPI_ANNOTATIONS);
  return ajv;
}
