CREATE TABLE "audit_log_anchors" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pruned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "session_idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "session_absolute_days" integer;--> statement-breakpoint
-- Sessions open before this migration get a public id and their start as their last activity.
ALTER TABLE "sessions" ADD COLUMN "public_id" text;--> statement-breakpoint
UPDATE "sessions" SET "public_id" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_active_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_network" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "os" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "audit_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log_anchors" ADD CONSTRAINT "audit_log_anchors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- Retention (docs/audit-log.md#retention): an entry may now also be deleted when it is at or
-- before its account's anchor, the last entry the retention job removed. Any other DELETE, and
-- every UPDATE, is still refused; removing a prefix keeps the rest of the chain verifiable from
-- the anchor's hash.
CREATE OR REPLACE FUNCTION "playdesk_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM audit_log_anchors a WHERE a.account_id = OLD.account_id AND OLD.seq <= a.seq
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
-- An anchor names an entry that exists, with its very hash, and only ever moves forward: it cannot
-- be set past the chain's entries nor moved back to hide a deletion.
CREATE OR REPLACE FUNCTION "playdesk_audit_log_anchor_forward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'audit_log_anchors: DELETE refused' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.account_id <> OLD.account_id OR NEW.seq <= OLD.seq) THEN
    RAISE EXCEPTION 'audit_log_anchors: an anchor only moves forward' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM audit_log l
    WHERE l.account_id = NEW.account_id AND l.seq = NEW.seq AND l.hash = NEW.hash AND l.at = NEW.at
  ) THEN
    RAISE EXCEPTION 'audit_log_anchors: the anchor must be an existing entry' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_anchors_forward" BEFORE INSERT OR UPDATE OR DELETE ON "audit_log_anchors"
  FOR EACH ROW EXECUTE FUNCTION "playdesk_audit_log_anchor_forward"();
--> statement-breakpoint
-- The team's activity view is now a view of the audit log (docs/audit-log.md#the-team-activity-view).
-- Since migration 0039 every activity row was written twice, once here and once in the audit log;
-- those copies go. What stays in account_activity is the archive of what happened before the
-- account's audit log began, no longer written, read by the activity view after the log.
DELETE FROM "account_activity" x
  USING (SELECT account_id, min("at") AS first_at FROM audit_log GROUP BY account_id) f
  WHERE x.account_id = f.account_id AND x.created_at >= f.first_at;
