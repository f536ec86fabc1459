ALTER TABLE "comp_application" ADD COLUMN "audit_level" integer;--> statement-breakpoint
ALTER TABLE "comp_application" ADD COLUMN "return_level" integer;--> statement-breakpoint
ALTER TABLE "comp_application_event" ADD COLUMN "level_no" integer;--> statement-breakpoint
ALTER TABLE "comp_application_event" ADD COLUMN "reason_code" varchar(30);