-- The seeded organiser no longer holds the system, monitoring and tool menus (issue 29): it keeps
-- 系统管理's notices, sponsors and registration review; the new seeded system administrator role
-- (key sysadmin) gets the rest. Only a seeded organiser role nobody has edited loses them: a role an
-- administrator changed (update_by set) keeps what it was given.
DELETE FROM "sys_role_menu"
WHERE "role_id" IN (
  SELECT "role_id" FROM "sys_role"
  WHERE "role_key" = 'organiser' AND "del_flag" = '0' AND "create_by" = 'admin'
    AND coalesce("update_by", '') = ''
)
AND "menu_id" IN (
  SELECT "menu_id" FROM "sys_menu"
  WHERE (
      "code" IN ('monitor', 'tool') OR "code" LIKE 'monitor.%' OR "code" LIKE 'tool.%'
      OR "code" LIKE 'system.%'
    )
    AND "code" NOT IN ('system.notice', 'system.sponsor', 'system.registration')
    AND "code" NOT LIKE 'system.notice.%'
    AND "code" NOT LIKE 'system.sponsor.%'
    AND "code" NOT LIKE 'system.registration.%'
);
