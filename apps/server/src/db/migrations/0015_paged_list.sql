-- Paged lists (docs/adr/0017-paged-list-cached-total.md): every committed write to a table changes its
-- row in sys_table_version, in the writing transaction, so a list total cached under the versions of
-- the tables it reads can never outlive a write. The numbers come from a sequence, so a version taken
-- by a transaction that rolled back is never handed out again.
CREATE TABLE "sys_table_version" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "comp_application_region_idx";--> statement-breakpoint
DROP INDEX "comp_application_org_idx";--> statement-breakpoint
DROP INDEX "comp_application_create_by_idx";--> statement-breakpoint
CREATE INDEX "comp_application_queue_idx" ON "comp_application" USING btree ("competition_id","audit_level","application_id") WHERE "comp_application"."status" in ('submitted', 'under_audit');--> statement-breakpoint
CREATE INDEX "sys_user_live_idx" ON "sys_user" USING btree ("user_id") WHERE "sys_user"."del_flag" = '0' and "sys_user"."user_type" = '00';--> statement-breakpoint
CREATE INDEX "sys_user_live_status_idx" ON "sys_user" USING btree ("status","user_id") WHERE "sys_user"."del_flag" = '0' and "sys_user"."user_type" = '00';--> statement-breakpoint
CREATE INDEX "sys_user_live_dept_idx" ON "sys_user" USING btree ("dept_id","user_id") WHERE "sys_user"."del_flag" = '0' and "sys_user"."user_type" = '00';--> statement-breakpoint
CREATE INDEX "sys_user_live_create_time_idx" ON "sys_user" USING btree ("create_time","user_id") WHERE "sys_user"."del_flag" = '0' and "sys_user"."user_type" = '00';--> statement-breakpoint
CREATE INDEX "comp_application_region_idx" ON "comp_application" USING btree ("region_code","application_id");--> statement-breakpoint
CREATE INDEX "comp_application_org_idx" ON "comp_application" USING btree ("org_id","application_id");--> statement-breakpoint
CREATE INDEX "comp_application_create_by_idx" ON "comp_application" USING btree ("create_by","application_id");;--> statement-breakpoint
CREATE SEQUENCE "sys_table_version_seq";--> statement-breakpoint
-- A random start: two databases sharing one Redis (a fresh copy, a second deployment) never meet
-- each other's versions, so never each other's cached totals.
SELECT setval('sys_table_version_seq', 1 + floor(random() * 1e15)::bigint);--> statement-breakpoint
CREATE FUNCTION "sys_table_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sys_table_version" ("table_name", "version") VALUES (TG_TABLE_NAME, nextval('sys_table_version_seq'))
  ON CONFLICT ("table_name") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every table of the schema, once per statement (a bulk import bumps once, not per row).
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'sys_table_version' LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION sys_table_version_bump()',
      t || '_version', t);
    INSERT INTO "sys_table_version" ("table_name", "version") VALUES (t, nextval('sys_table_version_seq'));
  END LOOP;
END
$$;
