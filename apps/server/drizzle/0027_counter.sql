CREATE TABLE "counter_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"unlocked_until" timestamp with time zone,
	"failed_pins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_devices_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "counter_devices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "counter_devices_failed_pins_check" CHECK (failed_pins >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"pin_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "locations_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "account_signing_keys" (
	"account_id" uuid NOT NULL,
	"kid" text NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signing_keys_account_id_kid_pk" PRIMARY KEY("account_id","kid")
);
--> statement-breakpoint
CREATE TABLE "apple_pass_registrations" (
	"device_library_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"serial" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_pass_registrations_device_library_id_pass_type_id_serial_pk" PRIMARY KEY("device_library_id","pass_type_id","serial")
);
--> statement-breakpoint
CREATE TABLE "offline_redemptions" (
	"device_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"player_reward_id" uuid,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_redemptions_device_id_client_id_pk" PRIMARY KEY("device_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "redemption_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"player_reward_id" uuid NOT NULL,
	"kept_at" timestamp with time zone NOT NULL,
	"kept_location_id" uuid,
	"kept_by" text,
	"refused_at" timestamp with time zone NOT NULL,
	"refused_location_id" uuid,
	"refused_device_id" uuid,
	"refused_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemption_conflicts_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "redeemed_location_id" uuid;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "redeemed_device_id" uuid;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "redeemed_by_name" text;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD COLUMN "pass_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "redeem_mode" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_devices" ADD CONSTRAINT "counter_devices_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_signing_keys" ADD CONSTRAINT "account_signing_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_redemptions" ADD CONSTRAINT "offline_redemptions_device_id_counter_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."counter_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_redemptions" ADD CONSTRAINT "offline_redemptions_player_reward_id_player_rewards_id_fk" FOREIGN KEY ("player_reward_id") REFERENCES "public"."player_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_conflicts" ADD CONSTRAINT "redemption_conflicts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_conflicts" ADD CONSTRAINT "redemption_conflicts_player_reward_id_player_rewards_id_fk" FOREIGN KEY ("player_reward_id") REFERENCES "public"."player_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_conflicts" ADD CONSTRAINT "redemption_conflicts_kept_location_id_locations_id_fk" FOREIGN KEY ("kept_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_conflicts" ADD CONSTRAINT "redemption_conflicts_refused_location_id_locations_id_fk" FOREIGN KEY ("refused_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemption_conflicts" ADD CONSTRAINT "redemption_conflicts_refused_device_id_counter_devices_id_fk" FOREIGN KEY ("refused_device_id") REFERENCES "public"."counter_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_devices_location_idx" ON "counter_devices" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "counter_devices_pairing_idx" ON "counter_devices" USING btree ("pairing_code_hash") WHERE pairing_code_hash is not null;--> statement-breakpoint
CREATE INDEX "locations_account_idx" ON "locations" USING btree ("account_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "apple_pass_registrations_serial_idx" ON "apple_pass_registrations" USING btree ("pass_type_id","serial");--> statement-breakpoint
CREATE INDEX "redemption_conflicts_account_idx" ON "redemption_conflicts" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_redeemed_location_id_locations_id_fk" FOREIGN KEY ("redeemed_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_redeemed_device_id_counter_devices_id_fk" FOREIGN KEY ("redeemed_device_id") REFERENCES "public"."counter_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rewards" ADD CONSTRAINT "player_rewards_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_rewards_redeemed_idx" ON "player_rewards" USING btree ("account_id","redeemed_at") WHERE redeemed_at is not null;--> statement-breakpoint
CREATE INDEX "player_rewards_device_idx" ON "player_rewards" USING btree ("redeemed_device_id") WHERE redeemed_device_id is not null;