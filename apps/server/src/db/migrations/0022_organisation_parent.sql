ALTER TABLE "comp_organisation" ADD COLUMN "parent_id" bigint;--> statement-breakpoint
CREATE INDEX "comp_organisation_parent_idx" ON "comp_organisation" USING btree ("parent_id");