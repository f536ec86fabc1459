import { applicationForm, formatMessage, type ImportIssue, type Locale } from '@cbo/contracts';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { parseXlsx } from '../../../lib/excel/import-xlsx';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './application.repository';
import type { ApplicationService } from './application.service';
import { enteredIn, enteredInRow, problems } from './application-problems';
import { FormProblem, formRecords, type ParsedForm, type Track } from './application-records';
import { eligibilityProblems } from './eligibility';

const MAX_ROWS = 20_000;
const ANALYZE_AFTER = 1_000;
const BATCH = 500;
/** Issues listed in a report; the count says how many there were. */
const MAX_ISSUES = 1_000;

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

type Cells = Record<string, string>;

const FIXED: Array<[key: string, title: string]> = [
  ['track', '赛道'],
  ['category', '组别'],
  ['projectName', '项目名称'],
  ['industry', '行业'],
  ['regionCode', '地区编码'],
  ['orgName', '单位'],
  ['summary', '项目简介'],
  ['leaderName', '负责人姓名'],
  ['leaderMobile', '负责人手机'],
  ['leaderIdNumber', '负责人身份证号'],
  ['members', '团队成员'],
];
const TITLE_OF: Record<string, string> = Object.fromEntries(FIXED);

/** Extra fields that a sheet can carry (files cannot). */
const answerFields = (tracks: Track[]) => {
  const byKey = new Map<string, { key: string; label: string; dictType: string | null; type: string }>();
  for (const track of tracks) {
    for (const field of track.fields ?? []) if (field.type !== 'file') byKey.set(field.key, field);
  }
  return [...byKey.values()];
};

/** The sheet's columns for an edition: the fixed ones, then one per extra field of its tracks. */
export async function importColumns(ctx: AppContext, competitionId: number): Promise<ExcelColumn<Cells>[]> {
  const tracks = await repo.tracksOf(ctx.database, competitionId);
  const { dicts } = ctx;
  const options = async (dictType: string) => await dicts.options(dictType);
  const industries = await options('comp_industry');
  const answers: ExcelColumn<Cells>[] = [];
  // A select answer is written as its label and read back as its value.
  const titles = new Set(FIXED.map(([, title]) => title));
  for (const field of answerFields(tracks)) {
    const dict = field.type === 'select' && field.dictType ? await options(field.dictType) : undefined;
    // A field labelled like a fixed column (or another field) is told apart by its key.
    const title = titles.has(field.label) ? `${field.label}（${field.key}）` : field.label;
    titles.add(title);
    answers.push({ key: `answer.${field.key}`, title, width: 16, ...(dict && { dict }) });
  }
  return [
    ...FIXED.map(([key, title]) => ({
      key,
      title,
      width: key === 'members' ? 40 : 18,
      ...(key === 'industry' && { dict: industries }),
    })),
    ...answers,
  ];
}

const COLUMN_OF_FIELD: Record<string, string> = {
  trackId: '赛道',
  categoryId: '组别',
  orgId: '单位',
  leaderIdNumber: '负责人身份证号',
  leaderMobile: '负责人手机',
  regionCode: '地区编码',
};

/** The sheet column a form path names (members[j] are the members after the leader). */
function columnOf(path: string, columns: ReadonlyArray<ExcelColumn<Cells>>): string {
  const member = /^members\[(\d+)\]/.exec(path);
  if (member) return `${TITLE_OF.members}[${member[1]}]`;
  const answer = /^answers\.(\w+)$/.exec(path);
  if (answer) return columns.find((column) => column.key === `answer.${answer[1]}`)?.title ?? path;
  return COLUMN_OF_FIELD[path] ?? TITLE_OF[path] ?? path;
}

/** An eligibility path counts the leader as member 0; the form keeps the leader apart. */
const formPath = (path: string) =>
  path.replace(/^members\[(\d+)\]\.idNumber$/, (_whole, index: string) =>
    index === '0' ? 'leaderIdNumber' : `members[${Number(index) - 1}].idNumber`,
  );

/** "张三/110105…；李四/110105…" (either semicolon, either slash) as members. */
function parseMembers(text: string) {
  return text
    .split(/[;；]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name = '', idNumber = ''] = part.split(/[/／]/).map((piece) => piece.trim());
      return { name, idNumber };
    });
}

export interface ImportOptions {
  competitionId: number;
  dryRun: boolean;
  plan: CompScopePlan;
  by: string;
  locale: Locale;
}

/**
 * Imports applications as drafts from an xlsx sheet. Every row is checked (format, references,
 * scope, eligibility except attachments, which a sheet cannot carry, and one entry per person
 * against the edition and the rest of the file) before anything is written; a dry run stops there.
 * A real run with any issue writes nothing; otherwise one transaction writes every row in short
 * batches, yielding between them so other requests keep being answered.
 */
export class ApplicationImport {
  private readonly ctx: AppContext;
  private readonly applications: ApplicationService;

  constructor({
    ctx,
    applications,
  }: {
    ctx: AppContext;
    applications: ApplicationService;
  }) {
    this.ctx = ctx;
    this.applications = applications;
  }

  async run(file: Buffer, options: ImportOptions) {
    const { ctx } = this;
    const columns = await importColumns(ctx, options.competitionId);
    const sheet = await parseXlsx(file, columns as ExcelColumn<unknown>[], z.record(z.string(), z.string()), {
      maxRows: MAX_ROWS,
    });
    const issues: ImportIssue[] = sheet.problems.map((p) => ({
      row: p.row,
      field: p.field,
      rule: 'format',
      message: p.message,
    }));
    const tracks = await repo.tracksOf(ctx.database, options.competitionId);
    const trackByName = new Map(tracks.map((t) => [t.trackName, t]));
    const categories = await repo.categoriesOf(
      ctx.database,
      tracks.map((t) => t.trackId),
    );
    const orgNames = [...new Set(sheet.rows.map((r) => r.value.orgName).filter(Boolean))];
    const orgs = new Map((await repo.organisationsNamed(ctx.database, orgNames)).map((o) => [o.orgName, o.orgId]));
    const titleOf = (key: string) => TITLE_OF[key] ?? key;

    // 1. Cells to forms.
    const forms: Array<{ row: number; form: ParsedForm }> = [];
    for (const { row, value: cells } of sheet.rows) {
      const track = trackByName.get(cells.track);
      if (!track) {
        issues.push({ row, field: titleOf('track'), rule: 'reference', message: problems.notATrack[options.locale] });
        continue;
      }
      const category = cells.category
        ? categories.find((c) => c.trackId === track.trackId && c.name === cells.category)
        : undefined;
      if (cells.category && !category) {
        issues.push({
          row,
          field: titleOf('category'),
          rule: 'reference',
          message: problems.notACategory[options.locale],
        });
        continue;
      }
      const orgId = cells.orgName ? orgs.get(cells.orgName) : undefined;
      if (cells.orgName && orgId === undefined) {
        issues.push({
          row,
          field: titleOf('orgName'),
          rule: 'reference',
          message: problems.notAnOrganisation[options.locale],
        });
        continue;
      }
      const answers: Record<string, string | number> = {};
      for (const field of track.fields ?? []) {
        const text = cells[`answer.${field.key}`];
        if (text) answers[field.key] = field.type === 'number' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
      }
      const parsed = applicationForm.safeParse({
        competitionId: options.competitionId,
        trackId: track.trackId,
        categoryId: category?.categoryId ?? null,
        projectName: cells.projectName,
        industry: cells.industry,
        regionCode: cells.regionCode,
        orgId: orgId ?? null,
        summary: cells.summary,
        leaderName: cells.leaderName,
        leaderMobile: cells.leaderMobile,
        leaderIdNumber: cells.leaderIdNumber,
        members: parseMembers(cells.members ?? ''),
        answers,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const [first, ...rest] = issue.path.map(String);
          const field = first === 'members' ? `${titleOf('members')}[${rest.join('.')}]` : titleOf(first ?? '');
          issues.push({ row, field, rule: 'format', message: issue.message });
        }
        continue;
      }
      forms.push({ row, form: parsed.data });
    }

    // 2. References, scope, eligibility, one entry.
    const context = await this.applications.formContext(
      options.competitionId,
      options.plan,
      forms.map((f) => f.form),
    );
    const today = formatDateTime(ctx.clock.now()).slice(0, 10);
    // Ages count on the track's date, else the edition's registration start (ADR 0012).
    const { registrationStart } = (await repo.competitionOf(ctx.database, options.competitionId)) ?? {};
    const { dicts } = ctx;
    const dictValues = new Map<string, string[]>();
    for (const field of tracks.flatMap((t) => t.fields ?? [])) {
      if (field.type === 'select' && field.dictType && !dictValues.has(field.dictType)) {
        dictValues.set(
          field.dictType,
          (await dicts.enabledEntries(field.dictType)).map((e) => e.dictValue),
        );
      }
    }
    const ready: Array<{ row: number; track: Track; records: Exclude<ReturnType<typeof formRecords>, FormProblem> }> =
      [];
    const firstRowOf = new Map<string, number>();
    const allHashes: string[] = [];
    for (const { row, form } of forms) {
      const records = formRecords(form, context, this.applications.cipher);
      if (records instanceof FormProblem) {
        issues.push({
          row,
          field: columnOf(records.field, columns),
          rule: records.rule,
          message: records.text(options.locale),
        });
        continue;
      }
      const people = [{ name: form.leaderName, idNumber: form.leaderIdNumber }, ...form.members];
      const problems = eligibilityProblems(
        { ...records.track, registrationStart },
        // A sheet carries no files: required attachments are asked for when the draft is submitted.
        { members: people, answers: form.answers, attachmentKinds: records.track.attachments },
        today,
        (dictType) => dictValues.get(dictType) ?? [],
      );
      for (const p of problems) {
        issues.push({
          row,
          field: columnOf(formPath(p.field), columns),
          rule: p.rule,
          message: formatMessage(p.message, options.locale, p.params),
        });
      }
      if (records.track.oneEntry === '1') {
        records.members.forEach((member, index) => {
          const earlier = firstRowOf.get(member.idHash);
          if (earlier !== undefined) {
            issues.push({
              row,
              field: index === 0 ? titleOf('leaderIdNumber') : `${titleOf('members')}[${index - 1}]`,
              rule: 'oneEntry',
              message: enteredInRow(member.name, earlier)[options.locale],
            });
          } else firstRowOf.set(member.idHash, row);
          allHashes.push(member.idHash);
        });
      }
      if (problems.length === 0) ready.push({ row, track: records.track, records });
    }
    for (let i = 0; i < allHashes.length; i += 1_000) {
      for (const entry of await repo.entriesOf(ctx.database, options.competitionId, allHashes.slice(i, i + 1_000))) {
        const row = firstRowOf.get(entry.idHash);
        if (row !== undefined) {
          issues.push({ row, field: 'idNumber', rule: 'oneEntry', message: enteredIn(entry.code)[options.locale] });
        }
      }
    }

    issues.sort((a, b) => a.row - b.row);
    const report = {
      rows: sheet.rows.length,
      imported: 0,
      issues: issues.slice(0, MAX_ISSUES),
      dryRun: options.dryRun,
    };
    if (options.dryRun || issues.length > 0) return report;

    // 3. Every row or none.
    const at = formatDateTime(ctx.clock.now());
    await ctx.database.transaction(async () => {
      await this.applications.holdTracks(
        ready.map((item) => item.track.trackId),
        ready.map((item) => item.records.values.categoryId),
      );
      const byTrack = new Map<number, typeof ready>();
      for (const item of ready) byTrack.set(item.track.trackId, [...(byTrack.get(item.track.trackId) ?? []), item]);
      for (const items of byTrack.values()) {
        const prefix = await this.applications.prefixOf(items[0].track);
        const codes = await repo.nextCodes(ctx.database, options.competitionId, prefix, items.length);
        for (let i = 0; i < items.length; i += BATCH) {
          const batch = items.slice(i, i + BATCH).map((item, j) => ({
            values: item.records.values,
            members: item.records.members,
            code: codes[i + j],
          }));
          await repo.insertApplications(ctx.database, batch, options.by, at);
          await yieldToRequests();
        }
      }
    });
    // Fresh planner statistics after a bulk load (PGlite has no autovacuum), so the list keeps its indexes.
    if (ready.length >= ANALYZE_AFTER) await repo.analyzeApplications(ctx.database);
    return { ...report, imported: ready.length };
  }
}
