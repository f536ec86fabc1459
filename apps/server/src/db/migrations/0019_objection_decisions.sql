ALTER TABLE "comp_objection" ADD COLUMN "application_id" bigint;--> statement-breakpoint
ALTER TABLE "comp_objection" ADD COLUMN "decision" varchar(20);--> statement-breakpoint
ALTER TABLE "comp_objection" ADD COLUMN "decision_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "comp_objection" ADD COLUMN "decided_by" varchar(64);--> statement-breakpoint
ALTER TABLE "comp_objection" ADD COLUMN "decided_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "comp_publicity" ADD COLUMN "subject" varchar(30) DEFAULT 'qualification_list' NOT NULL;--> statement-breakpoint
CREATE INDEX "comp_objection_application_idx" ON "comp_objection" USING btree ("application_id");