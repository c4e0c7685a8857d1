-- Loyalty expiry at scale, issue 39 item 9 (docs/loyalty.md#expiry): the credits with what the
-- expiry sums, so a batch reads each member's old credits from the index alone (index-only).
-- Built in the migration's transaction: earnings wait for the build (about 15 s at 10 M entries).
CREATE INDEX "loyalty_ledger_credits_idx" ON "loyalty_ledger" USING btree ("player_id","created_at","points") WHERE "loyalty_ledger"."points" > 0;
