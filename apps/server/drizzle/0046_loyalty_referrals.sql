-- Loyalty's referral rule (docs/loyalty.md#referral): the player whose share link brought this one.
-- No foreign key: a referrer's deletion would scan every player for theirs.
ALTER TABLE "players" ADD COLUMN "referred_by" uuid;