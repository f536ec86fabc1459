-- pg_trgm is a trusted extension (PostgreSQL 13+); PGlite loads it in Database.open.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sys_user_phonenumber_idx" ON "sys_user" USING btree ("phonenumber");--> statement-breakpoint
CREATE INDEX "sys_user_email_idx" ON "sys_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sys_user_user_name_trgm_idx" ON "sys_user" USING gin (lower("user_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_user_phonenumber_trgm_idx" ON "sys_user" USING gin (lower("phonenumber") gin_trgm_ops);