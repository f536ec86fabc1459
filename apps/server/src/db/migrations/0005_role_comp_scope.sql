ALTER TABLE "sys_role" ADD COLUMN "comp_scope" char(1) DEFAULT '4' NOT NULL;--> statement-breakpoint
UPDATE "sys_role" SET "comp_scope" = '1' WHERE "role_key" IN ('admin', 'organiser') AND "del_flag" = '0';--> statement-breakpoint
UPDATE "sys_role" SET "comp_scope" = '2' WHERE "role_key" = 'auditor' AND "del_flag" = '0';
