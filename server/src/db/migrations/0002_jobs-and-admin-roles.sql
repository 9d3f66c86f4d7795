CREATE TABLE "mail_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"changed_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_source" text;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_changes_user_idx" ON "role_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "role_changes_changed_by_idx" ON "role_changes" USING btree ("changed_by");--> statement-breakpoint
-- Admins so far came from ADMIN_EMAILS, except the demo data's admin, which nobody lists there.
UPDATE "users" SET "admin_source" = CASE WHEN "email" = 'admin@hearth.local' THEN 'granted' ELSE 'env' END WHERE "role" = 'admin';
