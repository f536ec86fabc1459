-- Role keys become unique without regard to case (issue 26 item 17). A database that already holds
-- keys differing only in case keeps the oldest as it is and suffixes the others with their id, so the
-- index can be built; such roles are then visible and can be renamed by an administrator.
UPDATE "sys_role" AS r SET "role_key" = r."role_key" || '_' || r."role_id"
WHERE r."del_flag" = '0' AND EXISTS (
  SELECT 1 FROM "sys_role" AS o
  WHERE o."del_flag" = '0' AND lower(o."role_key") = lower(r."role_key") AND o."role_id" < r."role_id"
);--> statement-breakpoint
DROP INDEX "sys_role_role_key_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_role_key_uq" ON "sys_role" USING btree (lower("role_key")) WHERE "sys_role"."del_flag" = '0';
