-- security (issue 31 S4, docs/product-rules.md#social-sign-in): a login's email is "confirmed"
-- once someone proved they read its mailbox. Registration does not confirm it, so whoever
-- registered an address first must not keep access beside its real owner when the owner later
-- signs in with Google, Facebook or LinkedIn: a social sign-in is linked only to a confirmed login.
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;
--> statement-breakpoint
-- Logins already proven: made by a social sign-in with a verified email (no password), joined
-- through an invitation emailed to their address, or given a new password through a reset link.
-- A login's email never changes, so a past proof still holds.
UPDATE "users" u SET "email_confirmed_at" = now()
WHERE u."password_hash" IS NULL
  OR EXISTS (
    SELECT 1 FROM "team_invitations" i
    WHERE i."accepted_by" = u."id" AND lower(i."email") = u."email"
  )
  OR EXISTS (
    SELECT 1 FROM "password_resets" r WHERE r."user_id" = u."id" AND r."used_at" IS NOT NULL
  );
