import { type ApplicationAnswer, applicationStatuses, fileAnswerPaths, type TrackField } from '@cbo/contracts';
import type { FastifyReply } from 'fastify';
import type { StoredAttachment, StoredMentor } from '../../../db/schema';
import type { ExcelCellValue, ExcelColumn } from '../../../lib/excel/columns';
import { keysetBatches, sendXlsxSheets, streamedSheet } from '../../../lib/excel/export-xlsx';
import { keyOfResource } from '../../../lib/files/storage-key';
import type { AppContext } from '../../module';
import { applicationExportColumns } from './application.columns';
import * as repo from './application.repository';
import * as exportRepo from './application-export.repository';
import { answerCell } from './application-export-answers';

// The whole-application export (docs/applications.md, Export): sheet 项目申报 carries every list
// column, the answers to the tracks' extra fields by label, the files by name with a link, the
// latest reason given and the status; sheet 成员与导师 carries the leader, members and mentors,
// keyed by application code. Both stream page by page (keyset), one sheet after the other.
// Personal numbers stay masked: no permission grants unmasked exports.

/** How long the export's file links work: a spreadsheet is read long after it is made. */
export const EXPORT_LINK_TTL_MS = 7 * 24 * 3_600_000;

const KIND_NAMES: Record<string, string> = {
  business_plan: '商业计划书',
  pitch_deck: '路演PPT',
  project_report: '项目报告',
  image: '项目图片',
  other: '其他材料',
};
const ACTION_NAMES: Record<string, string> = {
  return: '退回',
  reject: '不通过',
  approve: '通过',
  withdraw: '撤回',
};

type ListRow = Awaited<ReturnType<typeof repo.applicationsBefore>>[number];
type Contents = {
  summary: string | null;
  videoLink: string | null;
  answers: Record<string, ApplicationAnswer>;
  attachments: StoredAttachment[];
  mentors: StoredMentor[];
};
type Reason = { action: string; reason: string | null; reasonCode: string | null; operName: string; eventTime: string };
type WholeRow = ListRow & { contents?: Contents; latest?: Reason };
type PersonRow = {
  code: string;
  projectName: string;
  role: string;
  seq: number;
  name: string;
  idNumber: string | null;
  sex: string | null;
  orgName: string | null;
  gradeOrTitle: string | null;
  mobile: string | null;
  email: string | null;
};

type Options = ReadonlyArray<{ value: string; label: string }>;

export interface ExportRequest {
  reply: FastifyReply;
  /** The list filter, scope included. */
  where: Parameters<typeof repo.applicationsBefore>[1];
  /** Which tracks' fields and file kinds become columns. */
  tracks: { competitionId?: number | ''; trackId?: number | '' };
  /** `https://host` the links start with. */
  origin: string;
  fileName: string;
}

export class ApplicationExport {
  constructor(private readonly ctx: Pick<AppContext, 'database' | 'dicts' | 'files'>) {}

  async send(request: ExportRequest): Promise<FastifyReply> {
    const { database, dicts } = this.ctx;
    const tracks = await exportRepo.exportTracks(database, request.tracks);
    const fields = uniqueFields(tracks.flatMap((track) => track.fields ?? []));
    const kinds = [...new Set(tracks.flatMap((track) => track.attachments ?? []))];
    const industries = await dicts.options('comp_industry');
    const rejectReasons = await dicts.options('comp_reject_reason');
    const fieldOptions = new Map<string, Options>();
    for (const field of fields) {
      if (field.dictType) fieldOptions.set(field.key, await dicts.options(field.dictType));
      else if (field.options) fieldOptions.set(field.key, field.options);
    }
    // Region answers by name: the enabled regions are read once, only when a field asks for one.
    const regionNames = fields.some((field) => field.type === 'region')
      ? new Map((await repo.enabledRegions(database)).map((region) => [region.regionCode, region.regionName]))
      : new Map<string, string>();
    const statuses = Object.entries(applicationStatuses).map(([value, label]) => ({ value, label: label['zh-CN'] }));

    const link = (path: string, name: string): ExcelCellValue => {
      try {
        return {
          text: name,
          hyperlink: `${request.origin}${this.ctx.files.signedUrl(keyOfResource(path, 'path'), EXPORT_LINK_TTL_MS)}`,
        };
      } catch {
        return name;
      }
    };
    const filesCell = (files: Array<{ path: string; fileName: string }>): ExcelCellValue => {
      if (files.length === 0) return null;
      if (files.length === 1) return link(files[0].path, files[0].fileName);
      // A cell holds one link: several files are listed as name and address, one per line.
      return files
        .map((file) => {
          const cell = link(file.path, file.fileName);
          return typeof cell === 'object' && cell !== null && 'hyperlink' in cell
            ? `${file.fileName} ${cell.hyperlink}`
            : file.fileName;
        })
        .join('\n');
    };
    const answer = (row: WholeRow, field: TrackField): ExcelCellValue => {
      // A `summary` field and the application's summary are one text (the import fills the latter).
      const value = row.contents?.answers[field.key] ?? (field.key === 'summary' ? row.contents?.summary : undefined);
      if (value === undefined || value === null || value === '') return null;
      if (field.type === 'file')
        return filesCell(
          fileAnswerPaths(value).map((path) => ({ path, fileName: path.slice(path.lastIndexOf('/') + 1) })),
        );
      return answerCell(field, value, fieldOptions.get(field.key), (code) => regionNames.get(code));
    };

    const columns: ExcelColumn<WholeRow>[] = [
      ...applicationExportColumns(industries, statuses),
      ...(fields.some((field) => field.key === 'summary')
        ? []
        : [
            {
              title: '项目简介',
              key: 'contents',
              width: 40,
              format: (_value, row) => row.contents?.summary ?? null,
            } satisfies ExcelColumn<WholeRow>,
          ]),
      { title: '视频链接', key: 'contents', width: 30, format: (_value, row) => row.contents?.videoLink ?? null },
      ...fields.map(
        (field): ExcelColumn<WholeRow> => ({
          title: field.label,
          key: 'contents',
          width: 20,
          format: (_value, row) => answer(row, field),
        }),
      ),
      ...kinds.map(
        (kind): ExcelColumn<WholeRow> => ({
          title: KIND_NAMES[kind] ?? kind,
          key: 'contents',
          width: 24,
          format: (_value, row) => filesCell((row.contents?.attachments ?? []).filter((file) => file.kind === kind)),
        }),
      ),
      {
        title: '其他附件',
        key: 'contents',
        width: 24,
        format: (_value, row) =>
          filesCell((row.contents?.attachments ?? []).filter((file) => !kinds.includes(file.kind))),
      },
      {
        title: '最新审核意见',
        key: 'latest',
        width: 40,
        format: (_value, row) => {
          if (!row.latest?.reason) return null;
          const code = row.latest.reasonCode
            ? `${rejectReasons.find((option) => option.value === row.latest?.reasonCode)?.label ?? row.latest.reasonCode}：`
            : '';
          return `${ACTION_NAMES[row.latest.action] ?? row.latest.action}｜${code}${row.latest.reason}`;
        },
      },
      { title: '意见人', key: 'latest', format: (_value, row) => row.latest?.operName || null },
      { title: '意见时间', key: 'latest', width: 20, format: (_value, row) => row.latest?.eventTime ?? null },
    ];

    const pages = () =>
      keysetBatches(
        (before, size) => repo.applicationsBefore(database, request.where, before, size),
        (row) => row.applicationId,
      );
    const sexNames: Record<string, string> = { m: '男', f: '女' };
    const people: ExcelColumn<PersonRow>[] = [
      { title: '申报编号', key: 'code', width: 14 },
      { title: '项目名称', key: 'projectName', width: 30 },
      { title: '身份', key: 'role', width: 10 },
      { title: '序号', key: 'seq', width: 8 },
      { title: '姓名', key: 'name' },
      { title: '身份证号', key: 'idNumber', width: 22 },
      {
        title: '性别',
        key: 'sex',
        width: 8,
        format: (value) => (typeof value === 'string' ? (sexNames[value] ?? value) : null),
      },
      { title: '单位', key: 'orgName', width: 24 },
      { title: '年级或职称', key: 'gradeOrTitle' },
      { title: '手机', key: 'mobile', width: 16 },
      { title: '邮箱', key: 'email', width: 24 },
    ];

    return sendXlsxSheets({
      reply: request.reply,
      fileName: request.fileName,
      sheets: [
        streamedSheet('项目申报', columns, this.whole(pages())),
        streamedSheet('成员与导师', people, this.people(pages())),
      ],
    });
  }

  /** Each page of list rows with its contents and latest reason (two reads per page). */
  private async *whole(pages: AsyncIterable<ListRow[]>): AsyncGenerator<WholeRow[]> {
    for await (const page of pages) {
      const ids = page.map((row) => row.applicationId);
      const [contents, reasons] = await Promise.all([
        exportRepo.contentsOf(this.ctx.database, ids),
        exportRepo.latestReasonsOf(this.ctx.database, ids),
      ]);
      yield page.map((row) => ({
        ...row,
        contents: contents.get(row.applicationId),
        latest: reasons.get(row.applicationId),
      }));
    }
  }

  /** Each page's people: the leader and members in order (ID numbers masked), then the mentors. */
  private async *people(pages: AsyncIterable<ListRow[]>): AsyncGenerator<PersonRow[]> {
    for await (const page of pages) {
      const ids = page.map((row) => row.applicationId);
      const [members, contents] = await Promise.all([
        repo.membersOf(this.ctx.database, ids),
        exportRepo.contentsOf(this.ctx.database, ids),
      ]);
      const byApplication = new Map<number, typeof members>();
      for (const member of members) {
        const list = byApplication.get(member.applicationId) ?? [];
        list.push(member);
        byApplication.set(member.applicationId, list);
      }
      const out: PersonRow[] = [];
      for (const row of page) {
        const base = { code: row.code, projectName: row.projectName };
        for (const member of byApplication.get(row.applicationId) ?? [])
          out.push({
            ...base,
            role: member.role === 'leader' ? '负责人' : '成员',
            seq: member.seq,
            name: member.name,
            idNumber: member.idMask,
            sex: member.sex,
            orgName: member.orgName,
            gradeOrTitle: member.gradeOrTitle,
            mobile: member.role === 'leader' ? row.leaderMobile : null,
            email: null,
          });
        for (const [index, mentor] of (contents.get(row.applicationId)?.mentors ?? []).entries())
          out.push({
            ...base,
            role: '指导老师',
            seq: index + 1,
            name: mentor.name,
            idNumber: null,
            sex: null,
            orgName: mentor.orgName,
            gradeOrTitle: mentor.title,
            mobile: mentor.mobileMask,
            email: mentor.email,
          });
      }
      yield out;
    }
  }
}

/** The fields of several tracks as columns: one per key, the first track's label. */
function uniqueFields(fields: TrackField[]): TrackField[] {
  const seen = new Map<string, TrackField>();
  for (const field of fields) if (!seen.has(field.key)) seen.set(field.key, field);
  return [...seen.values()];
}
