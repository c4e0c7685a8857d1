/**
 * The demo mailbox's route (docs/product-rules.md#demo-mailbox). Registered only on a server that
 * keeps the emails it would send (no SMTP_URL, not production): elsewhere the path does not exist
 * (404), so a real deployment never shows anyone another person's email.
 */
import { ErrorBody, MailboxListQuery, MailboxListResponse } from '@playdesk/contract';
import type { App, RouteDeps } from '../../http/types.js';
import { listDemoEmails } from '../../outbox/demo-mailbox.js';

export function mailboxRoutes(app: App, { db, config }: RouteDeps): void {
  if (!config.demoMailbox) return;
  app.get(
    '/mailbox',
    {
      // Any signed-in person of this demo server reads every email: a local demo's emails go to
      // made-up addresses (players, invited team mates) that no one can open otherwise.
      config: { access: 'user' },
      schema: {
        // Not part of the API contract: the document is the same on every server, and this
        // route exists only on demo servers (a development aid, like a local mail catcher).
        hide: true,
        tags: ['mailbox'],
        operationId: 'listMailbox',
        summary: 'The emails a demo server kept instead of sending',
        description:
          'Only on a server started without SMTP_URL outside production (404 elsewhere): a page of the latest 200 emails it would have sent, newest first, to any address. Session tokens only.',
        querystring: MailboxListQuery,
        response: {
          200: MailboxListResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => listDemoEmails(db, request.query),
  );
}
