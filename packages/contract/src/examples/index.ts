/**
 * Examples for the API document (docs/guides/add-an-api-route.md#openapi): what a request body
 * and a success answer look like, in the demo data's voice (the Coffee Lovers Quiz of Café
 * Aurora). Each is registered on the schema the route uses, so the document shows it beside the
 * schema; the type of each example is checked here against the schema (a request against what it
 * takes, an answer against what it gives), and apps/server/src/http/openapi-examples.api.test.ts
 * validates every example of the served document against its JSON schema.
 *
 * Registered, not written into the schemas: the definitions stay readable, and a schema keeps its
 * identity (the routes, `openApiDocs` and the strict bodies know schemas by identity).
 *
 * One file per tag of the document; register.ts holds the helpers and the shared demo data.
 * Loaded only by the server (`@playdesk/contract/examples`), never through the contract's index
 * that the console and player bundles import.
 */
import './account.js';
import './audit.js';
import './counter-devices.js';
import './domains.js';
import './experiments.js';
import './fair-play-risk.js';
import './games.js';
import './insight.js';
import './integrations.js';
import './live.js';
import './loyalty.js';
import './media.js';
import './play.js';
import './placements.js';
import './players.js';
import './pwa.js';
import './redeem.js';
import './sso.js';
import './rewards.js';
import './steps.js';
import './team.js';
import './verification.js';
import './two-factor.js';
