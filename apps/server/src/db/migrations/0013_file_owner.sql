CREATE TABLE "sys_file" (
	"file_key" varchar(255) PRIMARY KEY NOT NULL,
	"owner_id" bigint,
	"create_time" timestamp(0) DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "sys_file_ref" (
	"file_key" varchar(255) NOT NULL,
	"object_kind" varchar(20) NOT NULL,
	"object_id" bigint NOT NULL,
	CONSTRAINT "sys_file_ref_file_key_object_kind_object_id_pk" PRIMARY KEY("file_key","object_kind","object_id")
);
--> statement-breakpoint
CREATE INDEX "sys_file_ref_object_idx" ON "sys_file_ref" USING btree ("object_kind","object_id");--> statement-breakpoint
-- Binding of the files stored before owners were kept (issue 26 item 5): each file is bound to the
-- records citing it by resource path (`/profile/<key>`); files nothing cites get no row and only
-- administrators may read them. Uploaders of old files are unknown, except avatars (their user) and
-- application files (the application's author).
INSERT INTO "sys_file_ref" ("file_key", "object_kind", "object_id")
SELECT DISTINCT substr(a->>'path', 10), 'application', "application_id"
FROM "comp_application", jsonb_array_elements("attachments") AS a
WHERE a->>'path' LIKE '/profile/%'
UNION
SELECT DISTINCT m[1], 'application', "application_id"
FROM "comp_application", regexp_matches("answers"::text, '/profile/([^",\\ ?#]+)', 'g') AS m
UNION
SELECT substr("avatar", 10), 'avatar', "user_id" FROM "sys_user" WHERE "avatar" LIKE '/profile/%'
UNION
SELECT substr("logo", 10), 'sponsor', "sponsor_id" FROM "comp_sponsor" WHERE "logo" LIKE '/profile/%'
UNION
SELECT substr("logo", 10), 'competition', "competition_id" FROM "comp_competition" WHERE "logo" LIKE '/profile/%'
UNION
SELECT DISTINCT m[1], 'competition', "competition_id"
FROM "comp_competition", regexp_matches("rules", 'src="/profile/([^"?#]+)"', 'g') AS m
UNION
SELECT DISTINCT m[1], 'notice', "notice_id"
FROM "sys_notice", regexp_matches("notice_content", 'src="/profile/([^"?#]+)"', 'g') AS m
UNION
SELECT DISTINCT substr(a->>'path', 10), 'board_notice', "notice_id"
FROM "comp_notice", jsonb_array_elements("attachments") AS a
WHERE a->>'path' LIKE '/profile/%'
UNION
SELECT DISTINCT m[1], 'board_notice', "notice_id"
FROM "comp_notice", regexp_matches("body", 'src="/profile/([^"?#]+)"', 'g') AS m
UNION
SELECT DISTINCT substr(a->>'path', 10), 'objection', "objection_id"
FROM "comp_objection", jsonb_array_elements("attachments") AS a
WHERE a->>'path' LIKE '/profile/%'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_file" ("file_key", "owner_id")
SELECT r."file_key", u."user_id"
FROM "sys_file_ref" r JOIN "sys_user" u ON r."object_kind" = 'avatar' AND u."user_id" = r."object_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_file" ("file_key", "owner_id")
SELECT DISTINCT ON (r."file_key") r."file_key", u."user_id"
FROM "sys_file_ref" r
JOIN "comp_application" a ON r."object_kind" = 'application' AND a."application_id" = r."object_id"
LEFT JOIN "sys_user" u ON u."user_name" = a."create_by" AND u."del_flag" = '0'
ORDER BY r."file_key", a."application_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "sys_file" ("file_key", "owner_id")
SELECT DISTINCT "file_key", NULL::bigint FROM "sys_file_ref"
ON CONFLICT DO NOTHING;
