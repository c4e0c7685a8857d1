import { z } from 'zod';
import { PageQuery, pageOf } from './resources.js';

/**
 * The demo mailbox (docs/product-rules.md#demo-mailbox): the emails a server without SMTP_URL,
 * outside production, would have sent. Plain text, as sent.
 */
export const MailboxEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export type MailboxEmail = z.infer<typeof MailboxEmail>;
export const MailboxListQuery = PageQuery;
export const MailboxListResponse = pageOf(MailboxEmail);
export type MailboxListResponse = z.infer<typeof MailboxListResponse>;
