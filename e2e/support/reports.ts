// Report data set up through the API (docs/reports.md, docs/reports-page.md), for the reports
// browser spec and scripts/report-screenshots.mjs: a closed and computed review task of three
// applications in the adult preliminary (e2e/support/judging.ts), each application scored a little
// apart so the ranks are strict, and its ranked results as the rating module answers them (the
// stage result report must show the same codes and scores). It needs nothing but a base URL and
// the demo accounts (password admin123, captcha off).

import ExcelJS from 'exceljs';
import { draftReviewTask, type JudgingApi, judgingApi, publishTask, submitSheets } from './judging';

export interface RatedStage {
  api: JudgingApi;
  competitionId: number;
  stageId: number;
  taskId: number;
  /** The task's results (the latest version) by rank: code, project and the unrounded score. */
  results: Array<{ code: string; projectName: string; score: number | null; rank: number | null }>;
}

const EXPERTS = ['expert', 'expert01', 'expert02'];

/** A computed review task of three applications in the current edition's adult preliminary. */
export async function ratedStage(baseUrl: string, { taskName }: { taskName: string }): Promise<RatedStage> {
  const api = judgingApi(baseUrl);
  const task = await draftReviewTask(api, { taskName, size: 3, experts: EXPERTS });
  await publishTask(api, task.taskId);
  for (const user of EXPERTS) {
    await submitSheets(api, user, task.taskId, task.applications, (code) => {
      const position = task.applications.findIndex((application) => application.code === code);
      return 0.85 - position * 0.1;
    });
  }
  await api.call('organiser', 'POST', `/comp/taskinfo/${task.taskId}/close`);
  await api.call('organiser', 'POST', `/comp/rating/${task.taskId}/compute`);
  const edition = await api.call<{ competitionId: number }>('organiser', 'GET', '/comp/competition/current/timeline');
  const listed = await api.call<RatedStage['results']>(
    'organiser',
    'GET',
    `/comp/rating/${task.taskId}/results?pageSize=50`,
  );
  return {
    api,
    competitionId: edition.data?.competitionId as number,
    stageId: task.stageId,
    taskId: task.taskId,
    results: (listed.rows ?? []).map(({ code, projectName, score, rank }) => ({ code, projectName, score, rank })),
  };
}

/** The label the generate form gives a stage: 初赛（成人组）. */
export async function stageLabel(api: JudgingApi, competitionId: number, stageId: number): Promise<string> {
  const sources = await api.call<{ stages: Array<{ stageId: number; name: string; trackName: string | null }> }>(
    'organiser',
    'GET',
    `/comp/report/sources?competitionId=${competitionId}`,
  );
  const stage = sources.data?.stages.find((row) => row.stageId === stageId);
  if (!stage) throw new Error(`stage ${stageId} is not offered by /comp/report/sources`);
  return stage.trackName ? `${stage.name}（${stage.trackName}）` : stage.name;
}

/** A cell's value as text (rich text, formulas' results and hyperlinks flattened). */
export function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return String(value.result ?? '');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/** Every row of a sheet as its cells' texts (empty cells as ''), for finding a label and its value. */
export function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows.push(Array.from(cells, (text) => text ?? ''));
  });
  return rows;
}

/** Every number of a sheet's cells (for a score as the workbook keeps it). */
export function sheetNumbers(sheet: ExcelJS.Worksheet): number[] {
  const numbers: number[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    row.eachCell((cell) => {
      if (typeof cell.value === 'number') numbers.push(cell.value);
    });
  });
  return numbers;
}

/** An xlsx file read with exceljs. */
export async function readWorkbook(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}
