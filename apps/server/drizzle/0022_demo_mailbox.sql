-- The demo mailbox (docs/product-rules.md#demo-mailbox): outside production and without SMTP_URL,
-- every email the server "sends" is kept here so the console's Mailbox page can show it. One
-- table for the whole server (every instance writes and reads the same rows); the writer keeps
-- only the latest 200, in the transaction of the insert (outbox/demo-mailbox.ts).
CREATE TABLE "demo_mailbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_mailbox_sent_idx" ON "demo_mailbox" USING btree ("sent_at" DESC,"id" DESC);
