import {
  type ImportSheetsAnswer,
  localize,
  type MessageKey,
  type MessageParams,
  type RubricCriterion,
  type SheetItems,
  sheetProblems,
} from '@cbo/contracts';
import ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error';
import type { AppContext } from '../../module';
import type { CompScopePlan } from '../scope/comp-scope';
import * as repo from './scoring.repository';
import { type Caller, normaliseItems, problemParams, SCORING_STATES, type ScoringService } from './scoring.service';

/**
 * Offline sheets from Excel (docs/scoring.md, import): a header row with the application code, the
 * expert's account, one column per criterion code and a comment; every row is checked (a live
 * assignment of the task, values against the rubric in submit mode, no repeats) before anything is
 * written. A dry run answers the problems only; a real run writes all rows in one transaction or none.
 */

const HEADERS = {
  code: ['application code', 'applicationcode', 'code', '项目编号', '申报编号'],
  account: ['expert account', 'account', 'expert', '专家账号', '账号'],
  comment: ['comment', 'overall comment', '评语', '总评'],
};
const MAX_ROWS = 20_000;

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return text(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

interface ParsedRow {
  row: number;
  code: string;
  account: string;
  items: SheetItems;
  comment: string | null;
}

type Problem = ImportSheetsAnswer['problems'][number];

const said = (key: MessageKey, params?: MessageParams) => localize(key, params);

export class ScoringImport {
  constructor(
    private readonly ctx: Pick<AppContext, 'database'>,
    private readonly scoring: ScoringService,
  ) {}

  async run(input: {
    taskId: number;
    /** Reads the uploaded workbook; called only once the task is known to be in the caller's scope. */
    read: () => Promise<Buffer>;
    dryRun: boolean;
    plan: CompScopePlan;
    caller: Caller;
    locale: 'zh-CN' | 'en-US';
  }): Promise<ImportSheetsAnswer> {
    const { database } = this.ctx;
    if (!(await repo.taskInScope(database, input.taskId, input.plan))) throw AppError.forbidden();
    const task = await repo.taskBasics(database, input.taskId);
    const rubric = task && (await repo.rubricById(database, task.rubricId));
    if (!task || !rubric) throw AppError.forbidden();
    if (!SCORING_STATES.has(task.status)) throw AppError.rule('scoring.taskNotOpen', { name: task.taskName });
    const buffer = await input.read();
    const t = (key: MessageKey, params?: MessageParams) => said(key, params)[input.locale];
    const { rows, problems } = await this.parse(buffer, rubric.criteria, t);
    const live = new Map(
      (await repo.liveAssignmentsOfTask(database, input.taskId)).map((a) => [`${a.applicationCode}\n${a.userName}`, a]),
    );
    const seen = new Map<string, number>();
    const planned: Array<{ assignmentId: number; items: SheetItems; overallComment: string | null }> = [];
    for (const row of rows) {
      const key = `${row.code}\n${row.account}`;
      const first = seen.get(key);
      if (first !== undefined) {
        problems.push({ row: row.row, field: 'code', problem: t('scoring.import.repeated', { row: first }) });
        continue;
      }
      seen.set(key, row.row);
      const assignment = live.get(key);
      if (!assignment) {
        problems.push({
          row: row.row,
          field: 'account',
          problem: t('scoring.import.noAssignment', { code: row.code, account: row.account }),
        });
        continue;
      }
      if (assignment.sheetStatus === 'submitted') {
        problems.push({ row: row.row, field: 'code', problem: t('scoring.import.submitted') });
        continue;
      }
      const [problem] = sheetProblems(rubric.criteria, row.items, 'submit');
      if (problem) {
        const message = t(`scoring.problem.${problem.kind}`, problemParams(problem));
        problems.push({ row: row.row, field: problem.code, problem: message });
        continue;
      }
      planned.push({ assignmentId: assignment.assignmentId, items: row.items, overallComment: row.comment });
    }
    problems.sort((a, b) => a.row - b.row);
    const write = !input.dryRun && problems.length === 0;
    const written = write ? await this.scoring.importRows(input.taskId, planned, input.caller) : 0;
    return { dryRun: input.dryRun, rows: rows.length, written, problems };
  }

  private async parse(
    buffer: Buffer,
    criteria: readonly RubricCriterion[],
    t: (key: MessageKey, params?: MessageParams) => string,
  ): Promise<{ rows: ParsedRow[]; problems: Problem[] }> {
    const workbook = new ExcelJS.Workbook();
    try {
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    } catch {
      throw AppError.rule('scoring.import.badFile');
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw AppError.rule('scoring.import.badFile');
    const columns = new Map<string, number>();
    sheet.getRow(1).eachCell((cell, col) => columns.set(text(cell.value).toLowerCase(), col));
    const find = (names: string[]) => names.map((name) => columns.get(name)).find((col) => col !== undefined);
    const codeCol = find(HEADERS.code);
    const accountCol = find(HEADERS.account);
    const commentCol = find(HEADERS.comment);
    const problems: Problem[] = [];
    if (codeCol === undefined)
      problems.push({ row: 1, field: 'code', problem: t('scoring.import.noColumn', { column: 'application code' }) });
    if (accountCol === undefined)
      problems.push({ row: 1, field: 'account', problem: t('scoring.import.noColumn', { column: 'expert account' }) });
    for (const criterion of criteria) {
      if (criterion.required && !columns.has(criterion.code))
        problems.push({
          row: 1,
          field: criterion.code,
          problem: t('scoring.import.noColumn', { column: criterion.code }),
        });
    }
    if (problems.length || codeCol === undefined || accountCol === undefined) return { rows: [], problems };
    if (sheet.rowCount - 1 > MAX_ROWS) throw AppError.rule('scoring.import.tooMany', { n: MAX_ROWS });
    const rows: ParsedRow[] = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const line = sheet.getRow(r);
      const code = text(line.getCell(codeCol).value);
      const account = text(line.getCell(accountCol).value);
      if (!code && !account) continue;
      const items: SheetItems = {};
      let bad = false;
      for (const criterion of criteria) {
        const col = columns.get(criterion.code);
        const cell = col === undefined ? '' : text(line.getCell(col).value);
        if (cell === '') continue;
        const value = Number(cell);
        if (!Number.isFinite(value)) {
          problems.push({ row: r, field: criterion.code, problem: t('scoring.import.notNumber') });
          bad = true;
          continue;
        }
        items[criterion.code] = { value };
      }
      if (bad) continue;
      const comment = commentCol === undefined ? '' : text(line.getCell(commentCol).value);
      rows.push({ row: r, code, account, items: normaliseItems(items), comment: comment.slice(0, 2000) || null });
    }
    return { rows, problems };
  }
}
