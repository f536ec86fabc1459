import ExcelJS from 'exceljs';
import type { ExcelColumn } from '../../../lib/excel/columns';
import type { AppContext } from '../../module';
import * as repo from './application.repository';
import type { Track } from './application-records';

export type Cells = Record<string, string>;

/** The sheet's fixed columns; the region is named (广东省/广州市/天河区), a code is accepted too. */
export const FIXED: Array<[key: string, title: string]> = [
  ['track', '赛道'],
  ['category', '组别'],
  ['projectName', '项目名称'],
  ['industry', '行业'],
  ['region', '地区'],
  ['orgName', '单位'],
  ['summary', '项目简介'],
  ['leaderName', '负责人姓名'],
  ['leaderMobile', '负责人手机'],
  ['leaderIdNumber', '负责人身份证号'],
  ['members', '团队成员'],
];
export const TITLE_OF: Record<string, string> = Object.fromEntries(FIXED);
const FIXED_KEYS = new Set(FIXED.map(([key]) => key));

/** Rows of the template that carry the dropdowns (the import takes at most this many rows). */
export const TEMPLATE_ROWS = 20_000;
/** Organisations listed in the template's dropdown; past this the column stays free text. */
const MAX_LISTED_ORGS = 5_000;
const LISTS_SHEET = '选项';

/**
 * Field types a cell can answer: text, a number, a date or a time as typed, one choice or a switch
 * by its label. Lists (multi), date ranges and regions are answered on the form, files on the
 * portal (docs/applications.md, Import).
 */
const SHEET_TYPES: ReadonlySet<string> = new Set([
  'text',
  'textarea',
  'number',
  'date',
  'time',
  'select',
  'choice',
  'switch',
]);

/** A switch's answers in a cell. */
export const SWITCH_CHOICES = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
];

/**
 * Extra fields a sheet carries: the types a cell can answer (SHEET_TYPES), and not a field whose
 * key is a fixed column's (the adult track's `summary`, `industry`): the fixed column answers it,
 * so the sheet has no second 项目简介.
 */
export const sheetFields = (tracks: Track[]) => {
  const byKey = new Map<string, NonNullable<Track['fields']>[number]>();
  for (const track of tracks) {
    for (const field of track.fields ?? []) {
      if (SHEET_TYPES.has(field.type) && !FIXED_KEYS.has(field.key)) byKey.set(field.key, field);
    }
  }
  return [...byKey.values()];
};

/** Enabled regions by their path of names, and by their own name where it is unique. */
export async function regionNames(ctx: AppContext) {
  const regions = await repo.enabledRegions(ctx.database);
  const nameOf = new Map(regions.map((r) => [r.regionCode, r.regionName]));
  const byPath = new Map<string, string>();
  const byName = new Map<string, string | null>();
  for (const region of regions) {
    const path = [...region.ancestors.split(',').filter(Boolean), region.regionCode]
      .map((code) => nameOf.get(code) ?? code)
      .join('/');
    byPath.set(path, region.regionCode);
    byName.set(region.regionName, byName.has(region.regionName) ? null : region.regionCode);
  }
  return {
    paths: [...byPath.keys()],
    /** The region code a cell names (a path, a unique name or a code), else the cell itself. */
    codeOf: (text: string) => byPath.get(text) ?? byName.get(text) ?? text,
  };
}

export interface SheetColumns {
  columns: ExcelColumn<Cells>[];
  /** column key -> the valid values offered as a dropdown */
  lists: Map<string, string[]>;
}

/** The sheet's columns for an edition, with the valid values of every enumerated one. */
export async function importColumns(ctx: AppContext, competitionId: number, withLists = false): Promise<SheetColumns> {
  const tracks = await repo.tracksOf(ctx.database, competitionId);
  const { dicts } = ctx;
  const industries = await dicts.options('comp_industry');
  const answers: ExcelColumn<Cells>[] = [];
  const lists = new Map<string, string[]>();
  // A select, choice or switch answer is written as its label and read back as its value.
  const titles = new Set(FIXED.map(([, title]) => title));
  for (const field of sheetFields(tracks)) {
    const dict =
      field.type === 'select' && field.dictType
        ? await dicts.options(field.dictType)
        : field.type === 'choice'
          ? field.options
          : field.type === 'switch'
            ? SWITCH_CHOICES
            : undefined;
    // A field labelled like a fixed column (or another field) is told apart by its key.
    const title = titles.has(field.label) ? `${field.label}（${field.key}）` : field.label;
    titles.add(title);
    const key = `answer.${field.key}`;
    answers.push({ key, title, width: 16, ...(dict && { dict }) });
    if (dict)
      lists.set(
        key,
        dict.map((entry) => entry.label),
      );
  }
  if (withLists) {
    const categories = await repo.categoriesOf(
      ctx.database,
      tracks.map((t) => t.trackId),
    );
    lists.set(
      'track',
      tracks.map((t) => t.trackName),
    );
    lists.set('category', [...new Set(categories.map((c) => c.name))]);
    lists.set(
      'industry',
      industries.map((entry) => entry.label),
    );
    lists.set('region', (await regionNames(ctx)).paths);
    const orgs = await repo.organisationNames(ctx.database, MAX_LISTED_ORGS + 1);
    if (orgs.length <= MAX_LISTED_ORGS) lists.set('orgName', orgs);
  }
  const columns: ExcelColumn<Cells>[] = [
    ...FIXED.map(([key, title]) => ({
      key,
      title,
      width: key === 'members' || key === 'region' ? 36 : 18,
      ...(key === 'industry' && { dict: industries }),
    })),
    ...answers,
  ];
  return { columns, lists };
}

/** exceljs keeps a sheet's validations in `dataValidations`, which its typings leave out. */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void } })
    .dataValidations;

/**
 * The import template: the header row, and on every enumerated column a dropdown of its valid
 * values (an Excel list validation) read from a hidden sheet, so long lists (regions) fit.
 */
export async function importTemplate(ctx: AppContext, competitionId: number): Promise<Buffer> {
  const { columns, lists } = await importColumns(ctx, competitionId, true);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('项目申报');
  const choices = book.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  sheet.columns = columns.map((column) => ({ header: column.title, key: column.key, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  let listColumn = 0;
  columns.forEach((column, index) => {
    const values = lists.get(column.key);
    if (!values || values.length === 0) return;
    listColumn += 1;
    const list = choices.getColumn(listColumn);
    list.values = [column.title, ...values];
    const target = sheet.getColumn(index + 1).letter;
    validations(sheet).add(`${target}2:${target}${TEMPLATE_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${LISTS_SHEET}'!$${list.letter}$2:$${list.letter}$${values.length + 1}`],
      showErrorMessage: true,
      errorStyle: 'error',
      errorTitle: column.title,
      error: `请从下拉列表中选择${column.title}`,
    });
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
