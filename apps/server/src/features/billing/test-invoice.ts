/** The test provider's invoice page: plain HTML, no script, nothing loaded from anywhere. */
import { formatUsd } from '@playdesk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, invoices } from '../../db/schema.js';

/** Nothing but the page's own inline style. */
export const INVOICE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export async function renderTestInvoice(db: Database, providerInvoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, businessName: accounts.businessName })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.provider, 'test'), eq(invoices.providerInvoiceId, providerInvoiceId)));
  if (!row) return null;
  const { invoice } = row;
  const date = invoice.createdAt.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escapeHtml(invoice.number ?? '')}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;color:#222}
.test{background:#fff3cd;border:1px solid #e0c36c;padding:.5rem 1rem;border-radius:4px}
td{padding:.25rem 1rem .25rem 0}</style></head>
<body><p class="test"><strong>TEST MODE</strong> — no money was taken. This invoice is for testing only.</p>
<h1>Invoice ${escapeHtml(invoice.number ?? '')}</h1>
<table><tr><td>Billed to</td><td>${escapeHtml(row.businessName)}</td></tr>
<tr><td>Date</td><td>${escapeHtml(date)}</td></tr>
<tr><td>Description</td><td>${escapeHtml(invoice.description)}</td></tr>
<tr><td>Amount</td><td>${escapeHtml(formatUsd(invoice.amountCents))}</td></tr>
<tr><td>Status</td><td>${escapeHtml(invoice.status)}</td></tr></table>
<p>Playdesk</p></body></html>`;
}
