ALTER TABLE "invites" ADD COLUMN "retracted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "notified_status" text;--> statement-breakpoint
UPDATE "registrations" SET "notified_status" = "status" WHERE "status" IN ('approved', 'declined', 'waitlisted');