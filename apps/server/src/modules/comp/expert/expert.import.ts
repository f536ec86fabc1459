import { EXPERT_TRACKS, type ExpertImportRow, expertImportRow, formatMessage, type Locale } from '@cbo/contracts';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { checkImport, repeatsInFile } from '../../../lib/excel/import-runner';
import { createStaffAccounts } from '../../system/user/user.api';
import * as repo from './expert.repository';
import { EXPERT_ROLE, type ExpertService } from './expert.service';

interface Planned {
  row: ExpertImportRow;
  orgId: number | null;
  fields: string[];
  industries: string[];
  tracks: string[];
}

const split = (text: string | null | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * Imports experts, all or nothing (docs/experts.md): every row is checked with batched reads
 * (accounts, mobiles and e-mails taken, repeats in the file, dictionary codes, regions, organisations by
 * name) before one transaction creates each account (role expert, no password: the expert signs
 * in by SMS code where SMS login is on, or is given one by a password reset and must change it)
 * and its active profile.
 * A dry run stops after the checks and writes nothing.
 */
export async function importExperts(
  database: Database,
  {
    clock,
    service,
    file,
    columns,
    dryRun,
    by,
    locale,
  }: {
    clock: Clock;
    service: ExpertService;
    file: Buffer;
    columns: ExcelColumn<unknown>[];
    dryRun: boolean;
    by: string;
    locale: Locale;
  },
): Promise<string> {
  const planned = await checkImport({
    file,
    columns,
    schema: expertImportRow,
    maxRows: 5_000,
    locale,
    report: { failed: 'import.failed', rowFailed: 'import.rowFailed' },
    check: async (rows, checks) => {
      const dicts = await service.dictValues();
      const taken = await repo.takenAccounts(
        database,
        rows.map(({ value }) => value.userName),
        rows.map(({ value }) => value.phonenumber),
        rows.map(({ value }) => value.email),
      );
      const regions = await repo.existingRegionCodes(database, [
        ...new Set(rows.map(({ value }) => value.regionCode).filter((code): code is string => code !== null)),
      ]);
      const orgs = await repo.orgIdsByName(database, [
        ...new Set(rows.map(({ value }) => value.orgName).filter((name): name is string => name !== null)),
      ]);
      const sameName = repeatsInFile(rows, (value) => value.userName);
      const sameMobile = repeatsInFile(rows, (value) => value.phonenumber);
      const sameEmail = repeatsInFile(rows, (value) => value.email);
      const planned: Planned[] = [];
      for (const { row, value } of rows) {
        const earlier = sameName.get(row) ?? sameMobile.get(row) ?? sameEmail.get(row);
        if (earlier !== undefined) {
          checks.fail(row, value.userName, 'user.importDuplicate', { row: earlier });
          continue;
        }
        if (taken.names.has(value.userName)) {
          checks.fail(row, value.userName, 'user.importExists');
          continue;
        }
        if (taken.mobiles.has(value.phonenumber)) {
          checks.fail(row, value.userName, 'user.addMobileTaken', { name: value.userName });
          continue;
        }
        if (value.email && taken.emails.has(value.email)) {
          checks.fail(row, value.userName, 'user.addEmailTaken', { name: value.userName });
          continue;
        }
        const fields = split(value.fields);
        const industries = split(value.industries);
        const tracks = split(value.tracks);
        const unknown = (key: string, codes: string[], known: ReadonlySet<string>) => {
          const code = codes.find((item) => !known.has(item));
          if (code === undefined) return false;
          checks.fail(row, value.userName, 'comp.expert.unknownCode', { field: checks.titleOf(key), code });
          return true;
        };
        if (
          unknown('title', value.title ? [value.title] : [], dicts.title) ||
          unknown('fields', fields, dicts.fields) ||
          unknown('industries', industries, dicts.industries) ||
          unknown('tracks', tracks, new Set<string>(EXPERT_TRACKS))
        ) {
          continue;
        }
        if (value.regionCode && !regions.has(value.regionCode)) {
          checks.fail(row, value.userName, 'comp.region.missing', { code: value.regionCode });
          continue;
        }
        const orgId = value.orgName ? (orgs.get(value.orgName) ?? null) : null;
        planned.push({ row: value, orgId, fields, industries, tracks });
      }
      return planned;
    },
  });
  if (dryRun) return formatMessage('comp.expert.importDryRun', locale, { count: planned.length });
  const at = formatDateTime(clock.now());
  await database.transaction(async () => {
    const userIds = await createStaffAccounts(database, {
      accounts: planned.map(({ row }) => ({
        userName: row.userName,
        nickName: row.nickName,
        phonenumber: row.phonenumber,
        email: row.email,
        sex: row.gender,
        password: '',
      })),
      roleKey: EXPERT_ROLE,
      by,
      at,
    });
    for (const [i, plan] of planned.entries()) {
      await repo.insertExpert(database, {
        userId: userIds[i],
        status: 'active',
        gender: plan.row.gender,
        orgId: plan.orgId,
        orgName: plan.orgId ? null : plan.row.orgName,
        title: plan.row.title,
        fields: [...new Set(plan.fields)],
        industries: [...new Set(plan.industries)],
        regionCode: plan.row.regionCode,
        tracks: [...new Set(plan.tracks)],
        maxLoad: plan.row.maxLoad,
        remark: null,
        createBy: by,
      });
    }
  });
  return formatMessage('import.ok', locale, { count: planned.length });
}
