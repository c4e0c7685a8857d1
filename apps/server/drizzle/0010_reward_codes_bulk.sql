ALTER TABLE "reward_codes" DROP CONSTRAINT "reward_codes_reward_id_rewards_id_fk";
--> statement-breakpoint
-- The cascade the foreign key gave (schema.ts, rewardCodes): deleting rewards, on their own or
-- with their account, deletes their codes. One statement per delete, whatever the pool's size.
CREATE FUNCTION "reward_codes_delete_with_reward"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "reward_codes" c USING "deleted_rewards" d WHERE c."reward_id" = d."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rewards_delete_codes" AFTER DELETE ON "rewards"
  REFERENCING OLD TABLE AS "deleted_rewards"
  FOR EACH STATEMENT EXECUTE FUNCTION "reward_codes_delete_with_reward"();
