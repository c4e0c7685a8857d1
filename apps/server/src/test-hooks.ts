/**
 * Browser tests' hooks (config `testHooks`: TEST_HOOKS=true, refused with NODE_ENV=production;
 * scripts/e2e-server.mjs sets it). Registered only then — elsewhere the paths do not exist (404)
 * and are not in the API's document:
 * - `PUT test/clock` `{ offset_ms }` moves the server's clock (infra/test-clock.ts), so a spec
 *   plays on several days (e2e/loyalty.spec.ts);
 * - `POST test/jobs/{name}` runs a job's handler once now, at the moved time, instead of waiting
 *   for its schedule (the loyalty reminders run every 15 minutes);
 * and push may go to the local fake push service (a loopback endpoint, its certificate trusted).
 */
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { z } from 'zod';
import { ErrorBody, MessageResponse } from '@playdesk/contract';
import type { App, RouteDeps } from './http/types.js';
import { notFound } from './http/errors.js';
import { setClockOffset } from './infra/test-clock.js';
import { jobDefinitions } from './jobs.js';
import { configurePush } from './features/pwa/runtime.js';

const ClockRequest = z
  .object({
    /** Milliseconds from the real time; at most a year either way. */
    offset_ms: z
      .number()
      .int()
      .min(-366 * 86_400_000)
      .max(366 * 86_400_000),
  })
  .strict();
const JobParams = z.object({ name: z.string().max(100) });

/** After pwaRoutes: they reset the push runtime. */
export function testHookRoutes(app: App, { db, config }: RouteDeps): void {
  const hooks = config.testHooks;
  if (!hooks) return;
  if (hooks.pushCaFile)
    configurePush({
      allowLoopback: true,
      agent: new Agent({ ca: readFileSync(hooks.pushCaFile), keepAlive: false }),
    });
  const hidden = { hide: true, tags: ['test'] };

  app.put(
    '/test/clock',
    {
      config: { access: 'public' },
      schema: {
        ...hidden,
        operationId: 'testSetClock',
        summary: "Moves the server's clock (browser tests only)",
        body: ClockRequest,
        response: { 200: MessageResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      setClockOffset(request.body.offset_ms);
      return { message: `The clock is now ${new Date().toISOString()}.` };
    },
  );

  app.post(
    '/test/jobs/:name',
    {
      config: { access: 'public' },
      schema: {
        ...hidden,
        operationId: 'testRunJob',
        summary: "Runs a job's handler once now (browser tests only)",
        params: JobParams,
        response: { 200: MessageResponse, 404: ErrorBody },
      },
    },
    async (request) => {
      const job = jobDefinitions.find((d) => d.name === request.params.name);
      if (!job) throw notFound('No such job.');
      await job.handler(
        {},
        {
          db,
          log: request.log,
          attempt: 1,
          jobId: `test-${Date.now()}`,
          signal: new AbortController().signal,
        },
      );
      return { message: `${job.name} ran.` };
    },
  );
}
