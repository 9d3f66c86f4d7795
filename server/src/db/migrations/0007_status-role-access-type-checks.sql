ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_audience_check" CHECK ("event_messages"."audience" in ('approved', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" in ('hackathon', 'conference', 'workshop', 'meetup'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_access_check" CHECK ("events"."access" in ('public', 'unlisted', 'member', 'admin'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('guest', 'event_admin'));--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_status_check" CHECK ("invites"."status" in ('pending', 'accepted', 'rejected', 'retracted'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('approved', 'pending', 'declined', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_notified_status_check" CHECK ("registrations"."notified_status" in ('approved', 'pending', 'declined', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "role_changes" ADD CONSTRAINT "role_changes_role_check" CHECK ("role_changes"."role" in ('admin', 'user'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'user'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_source_check" CHECK ("users"."admin_source" in ('env', 'granted'));