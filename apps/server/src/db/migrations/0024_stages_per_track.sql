-- Judging stages per track (docs/adr/0018-judging-data-model.md, decision 1): an edition's
-- track-less preliminary, semi-final and final stages are copied to each of its tracks, then the
-- track-less ones are removed. A stage something is judged in (stage entries, review or expert
-- groups) stays as it is, and an edition without tracks keeps its stages (nowhere to copy them).
INSERT INTO "comp_stage" ("competition_id", "track_id", "stage_kind", "stage_name", "seq", "start_at", "end_at", "create_by", "create_time", "update_by", "update_time")
SELECT s."competition_id", t."track_id", s."stage_kind", s."stage_name", s."seq", s."start_at", s."end_at", s."create_by", s."create_time", s."update_by", s."update_time"
FROM "comp_stage" s
JOIN "comp_track" t ON t."competition_id" = s."competition_id"
WHERE s."track_id" IS NULL
  AND s."stage_kind" IN ('preliminary', 'semi_final', 'final')
  AND NOT EXISTS (SELECT 1 FROM "comp_stage_entry" e WHERE e."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_review_group" g WHERE g."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_expert_group" g WHERE g."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_rubric" r WHERE r."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_review_task" k WHERE k."stage_id" = s."stage_id")
ORDER BY s."competition_id", t."sort", t."track_id", s."seq"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "comp_stage" s
WHERE s."track_id" IS NULL
  AND s."stage_kind" IN ('preliminary', 'semi_final', 'final')
  AND EXISTS (SELECT 1 FROM "comp_track" t WHERE t."competition_id" = s."competition_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_stage_entry" e WHERE e."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_review_group" g WHERE g."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_expert_group" g WHERE g."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_rubric" r WHERE r."stage_id" = s."stage_id")
  AND NOT EXISTS (SELECT 1 FROM "comp_review_task" k WHERE k."stage_id" = s."stage_id");
--> statement-breakpoint
-- Judging statuses leave the application lifecycle (decision 2): no flow reached them; an
-- application holding one is approved again, and the status dictionary loses the four values.
UPDATE "comp_application" SET "status" = 'approved'
WHERE "status" IN ('grouped', 'in_review', 'scored', 'promoted');
--> statement-breakpoint
DELETE FROM "sys_dict_data"
WHERE "dict_type" = 'comp_application_status' AND "dict_value" IN ('grouped', 'in_review', 'scored', 'promoted');
