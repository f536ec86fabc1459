import {
  type ApplicationAnswer,
  applicationForm,
  attachmentKindLabel,
  formatMessage,
  type ImportIssue,
  type Locale,
  type TrackField,
} from '@cbo/contracts';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/date-time';
import type { ExcelColumn } from '../../../lib/excel/columns';
import { parseXlsx } from '../../../lib/excel/import-xlsx';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './application.repository';
import type { ApplicationService } from './application.service';
import { uploadFields } from './application-answers';
import { type Cells, importColumns, regionNames, TEMPLATE_ROWS, TITLE_OF } from './application-import-columns';
import { enteredIn, enteredInRow, problems, ruleWords } from './application-problems';
import { FormProblem, formRecords, type ParsedForm, type Track } from './application-records';
import { eligibilityProblems } from './eligibility';
import { createOwners, OWNER_PROBLEMS, planOwners } from './import-owners';

const MAX_ROWS = TEMPLATE_ROWS;
const ANALYZE_AFTER = 1_000;
const BATCH = 500;
/** Issues (and rows still lacking files) listed in a report; the counts say how many there were. */
const MAX_ISSUES = 1_000;

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

const COLUMN_OF_FIELD: Record<string, string> = {
  trackId: '赛道',
  categoryId: '组别',
  orgId: '单位',
  leaderIdNumber: '负责人身份证号',
  leaderMobile: '负责人手机',
  regionCode: '地区',
};

/** The sheet column a form path names (members[j] are the members after the leader). */
function columnOf(path: string, columns: ReadonlyArray<ExcelColumn<Cells>>): string {
  const member = /^members\[(\d+)\]/.exec(path);
  if (member) return `${TITLE_OF.members}[${member[1]}]`;
  const answer = /^answers\.(\w+)$/.exec(path);
  if (answer) {
    return columns.find((column) => column.key === `answer.${answer[1]}` || column.key === answer[1])?.title ?? path;
  }
  if (path === 'members') return TITLE_OF.members;
  return COLUMN_OF_FIELD[path] ?? TITLE_OF[path] ?? path;
}

/** An eligibility path counts the leader as member 0; the form keeps the leader apart. */
const formPath = (path: string) =>
  path.replace(/^members\[(\d+)\]\.idNumber$/, (_whole, index: string) =>
    index === '0' ? 'leaderIdNumber' : `members[${Number(index) - 1}].idNumber`,
  );

/** "张三/110105…；李四/110105…" (either semicolon, either slash) as members. */
/** A cell's answer: a number or a switch as such (a choice's label was read back as its value), else the text. */
function cellAnswer(type: TrackField['type'], text: string): ApplicationAnswer {
  if (type === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'switch' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

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
 * Imports applications as drafts from an xlsx sheet, each owned by its leader's entrant account
 * (found by mobile, else created without a password) so the team completes and submits it on the
 * portal. Every row is checked (format, references, scope, eligibility except the files a sheet
 * cannot carry, which the report lists per row, one entry per person against the edition and the
 * rest of the file, the leader's account) before anything is written; a dry run stops there.
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
    const { columns } = await importColumns(ctx, options.competitionId);
    const regions = await regionNames(ctx);
    const { locale } = options;
    const sheet = await parseXlsx(file, columns as ExcelColumn<unknown>[], z.record(z.string(), z.string()), {
      maxRows: MAX_ROWS,
    });
    const issues: ImportIssue[] = [];
    const issue = (row: number, field: string, rule: string, message: string) =>
      issues.push({ row, field, rule, reason: ruleWords(rule, locale), message });
    for (const p of sheet.problems) issue(p.row, p.field, 'format', p.message);
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
        issue(row, titleOf('track'), 'reference', problems.notATrack[locale]);
        continue;
      }
      const category = cells.category
        ? categories.find((c) => c.trackId === track.trackId && c.name === cells.category)
        : undefined;
      if (cells.category && !category) {
        issue(row, titleOf('category'), 'reference', problems.notACategory[locale]);
        continue;
      }
      const orgId = cells.orgName ? orgs.get(cells.orgName) : undefined;
      if (cells.orgName && orgId === undefined) {
        issue(row, titleOf('orgName'), 'reference', problems.notAnOrganisation[locale]);
        continue;
      }
      const regionCode = regions.codeOf(cells.region ?? '');
      if (cells.region && !/^\d+$/.test(regionCode)) {
        issue(row, titleOf('region'), 'reference', problems.notARegion[locale]);
        continue;
      }
      const answers: Record<string, ApplicationAnswer> = {};
      for (const field of track.fields ?? []) {
        // A field sharing a fixed column's key (summary, industry) is answered by that column.
        const text =
          cells[`answer.${field.key}`] ?? (Object.hasOwn(TITLE_OF, field.key) ? cells[field.key] : undefined);
        if (text) answers[field.key] = cellAnswer(field.type, text);
      }
      const parsed = applicationForm.safeParse({
        competitionId: options.competitionId,
        trackId: track.trackId,
        categoryId: category?.categoryId ?? null,
        projectName: cells.projectName,
        industry: cells.industry,
        regionCode,
        orgId: orgId ?? null,
        summary: cells.summary,
        leaderName: cells.leaderName,
        leaderMobile: cells.leaderMobile,
        leaderIdNumber: cells.leaderIdNumber,
        members: parseMembers(cells.members ?? ''),
        answers,
      });
      if (!parsed.success) {
        for (const problem of parsed.error.issues) {
          const [first, ...rest] = problem.path.map(String);
          const field =
            first === 'members' ? `${titleOf('members')}[${rest.join('.')}]` : columnOf(first ?? '', columns);
          issue(row, field, 'format', problem.message);
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
    const ready: Array<{
      row: number;
      form: ParsedForm;
      track: Track;
      records: Exclude<ReturnType<typeof formRecords>, FormProblem>;
    }> = [];
    const lacking: Array<{ row: number; projectName: string; lacks: string[] }> = [];
    const firstRowOf = new Map<string, { row: number; field: string }>();
    const allHashes: string[] = [];
    for (const { row, form } of forms) {
      const records = formRecords(form, context, this.applications.cipher);
      if (records instanceof FormProblem) {
        issue(row, columnOf(records.field, columns), records.rule, records.text(locale));
        continue;
      }
      const people = [{ name: form.leaderName, idNumber: form.leaderIdNumber }, ...form.members];
      const fileFields = new Map(uploadFields(records.track.form).map((f) => [`answers.${f.name}`, f.label]));
      const lacks: string[] = [];
      // A sheet carries no files: what the draft still needs is reported, not refused; the team
      // uploads it on the portal before submitting (docs/applications.md, Import).
      const problems = eligibilityProblems(
        { ...records.track, registrationStart },
        { members: people, answers: records.values.answers ?? {}, attachmentKinds: [] },
        today,
        context.answers,
      ).filter((p) => {
        if (p.rule === 'requiredAttachment') {
          lacks.push(attachmentKindLabel(p.field.slice('attachments.'.length))[locale]);
          return false;
        }
        const fileLabel = fileFields.get(p.field);
        if (p.rule === 'requiredField' && fileLabel) {
          lacks.push(fileLabel);
          return false;
        }
        return true;
      });
      for (const p of problems) {
        issue(row, columnOf(formPath(p.field), columns), p.rule, formatMessage(p.message, locale, p.params));
      }
      if (records.track.oneEntry === '1') {
        records.members.forEach((member, index) => {
          const field = index === 0 ? titleOf('leaderIdNumber') : `${titleOf('members')}[${index - 1}]`;
          const earlier = firstRowOf.get(member.idHash);
          if (earlier !== undefined) {
            issue(row, field, 'oneEntry', enteredInRow(member.name, earlier.row)[locale]);
          } else firstRowOf.set(member.idHash, { row, field });
          allHashes.push(member.idHash);
        });
      }
      if (problems.length === 0) {
        ready.push({ row, form, track: records.track, records });
        if (lacks.length > 0) lacking.push({ row, projectName: form.projectName, lacks });
      }
    }
    for (let i = 0; i < allHashes.length; i += 1_000) {
      for (const entry of await repo.entriesOf(ctx.database, options.competitionId, allHashes.slice(i, i + 1_000))) {
        const first = firstRowOf.get(entry.idHash);
        if (first !== undefined) issue(first.row, first.field, 'oneEntry', enteredIn(entry.code)[locale]);
      }
    }

    // 3. Whose drafts: each leader's entrant account, found by mobile or to be created.
    const owners = await planOwners(
      ctx,
      ready.map((item) => ({ mobile: item.form.leaderMobile, name: item.form.leaderName })),
    );
    const ownerless = new Set<number>();
    for (const item of ready) {
      const problem = owners.problems.get(item.form.leaderMobile);
      if (!problem) continue;
      issue(item.row, titleOf('leaderMobile'), 'owner', OWNER_PROBLEMS[problem][locale]);
      ownerless.add(item.row);
    }
    // What a row lacks is told for rows that import; the others are listed with their issues.
    const stillLacking = lacking.filter((item) => !ownerless.has(item.row));

    issues.sort((a, b) => a.row - b.row);
    const report = {
      rows: sheet.rows.length,
      imported: 0,
      issues: issues.slice(0, MAX_ISSUES),
      dryRun: options.dryRun,
      lacking: stillLacking.slice(0, MAX_ISSUES),
      lackingRows: stillLacking.length,
      accounts: { found: owners.found, created: owners.toCreate.length },
    };
    if (options.dryRun || issues.length > 0) return report;

    // 4. Every row or none, the new accounts with them.
    const at = formatDateTime(ctx.clock.now());
    await ctx.database.transaction(async () => {
      await createOwners(ctx, owners, options.by, at);
      await this.applications.holdTracks(
        ready.map((item) => item.track.trackId),
        ready.map((item) => item.records.values.categoryId),
      );
      const byTrack = new Map<number, typeof ready>();
      for (const item of ready) {
        const items = byTrack.get(item.track.trackId);
        if (items) items.push(item);
        else byTrack.set(item.track.trackId, [item]);
      }
      for (const items of byTrack.values()) {
        const prefix = await this.applications.prefixOf(items[0].track);
        const codes = await repo.nextCodes(ctx.database, options.competitionId, prefix, items.length);
        for (let i = 0; i < items.length; i += BATCH) {
          const batch = items.slice(i, i + BATCH).map((item, j) => ({
            values: item.records.values,
            members: item.records.members,
            code: codes[i + j],
            owner: owners.owners.get(item.form.leaderMobile),
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
