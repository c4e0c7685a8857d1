ALTER TABLE "offline_redemptions" DROP CONSTRAINT "offline_redemptions_device_id_client_id_pk";--> statement-breakpoint
ALTER TABLE "offline_redemptions" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_redemptions" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "offline_redemptions" ADD CONSTRAINT "offline_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_redemptions_device_client_idx" ON "offline_redemptions" USING btree ("device_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_redemptions_user_client_idx" ON "offline_redemptions" USING btree ("user_id","client_id");--> statement-breakpoint
ALTER TABLE "offline_redemptions" ADD CONSTRAINT "offline_redemptions_one_sender" CHECK (num_nonnulls("offline_redemptions"."device_id", "offline_redemptions"."user_id") = 1);