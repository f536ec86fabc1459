import type { FormNode, FormSchemaInput } from '@cbo/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from './auth-helpers';

// Saved forms for tests of their users (a track's extra fields): made through the API, as the form
// builder saves them (docs/forms.md).

/** A form document of these nodes (defaults filled in by the server's schema). */
export const formDocument = (nodes: ReadonlyArray<Partial<FormNode> & { id: string; type: string }>): FormSchemaInput =>
  ({ schemaVersion: 1, nodes }) as FormSchemaInput;

/** Saves a new form (version 1) and answers its id. */
export async function saveForm(
  app: FastifyInstance,
  token: string,
  formName: string,
  nodes: Parameters<typeof formDocument>[0],
): Promise<number> {
  const answer = (
    await app.inject({
      method: 'POST',
      url: '/prod-api/flowable/form',
      headers: bearer(token),
      payload: { formName, formContent: formDocument(nodes) },
    })
  ).json();
  if (answer.code !== 200) throw new Error(`saving the form ${formName} failed: ${answer.msg}`);
  return answer.data.formId;
}

/** Saves a changed document of a form as its next version and answers the version. */
export async function saveFormVersion(
  app: FastifyInstance,
  token: string,
  form: { formId: number; formName: string; baseVersion: number },
  nodes: Parameters<typeof formDocument>[0],
): Promise<number> {
  const answer = (
    await app.inject({
      method: 'PUT',
      url: '/prod-api/flowable/form',
      headers: bearer(token),
      payload: { ...form, formContent: formDocument(nodes) },
    })
  ).json();
  if (answer.code !== 200) throw new Error(`saving a version of ${form.formName} failed: ${answer.msg}`);
  return answer.data.version;
}

/** The saved form of `addFormTrack`: a required field, a length and a pattern rule, a condition, rich text, a list. */
export const MAKER_FORM_NODES = [
  { id: 'a', type: 'input', name: 'company', label: '公司名称', required: true },
  { id: 'b', type: 'textarea', name: 'pitch', label: '一句话介绍', rules: [{ kind: 'length', max: 10 }] },
  {
    id: 'c',
    type: 'input',
    name: 'projectNo',
    label: '项目编号',
    rules: [{ kind: 'pattern', pattern: '^[A-Z]{2}\\d{4}$', message: '编号须为两个大写字母加四位数字' }],
  },
  {
    id: 'd',
    type: 'radio',
    name: 'funded',
    label: '是否融资',
    options: {
      source: 'static',
      items: [
        { label: '已融资', value: 'yes' },
        { label: '未融资', value: 'no' },
      ],
    },
  },
  {
    id: 'e',
    type: 'input',
    name: 'investor',
    label: '投资方',
    required: true,
    visibleWhen: { field: 'funded', op: 'eq', value: 'yes' },
  },
  { id: 'f', type: 'richText', name: 'story', label: '项目故事' },
  {
    id: 'g',
    type: 'checkbox',
    name: 'tags',
    label: '标签',
    options: {
      source: 'static',
      items: [
        { label: '硬件', value: 'hardware' },
        { label: '软件', value: 'software' },
      ],
    },
  },
  { id: 'h', type: 'switch', name: 'openSource', label: '是否开源' },
  { id: 'i', type: 'dateRange', name: 'period', label: '研发周期' },
] satisfies Parameters<typeof formDocument>[0];

/**
 * Adds a track `maker` (adults, teams of 1 to 5, no attachments, entries not limited) bound to a
 * new saved form of MAKER_FORM_NODES to an edition, keeping its other tracks; answers its id.
 */
export async function addFormTrack(app: FastifyInstance, token: string, competitionId: number): Promise<number> {
  const formId = await saveForm(app, token, `创客组附加字段 ${competitionId}`, MAKER_FORM_NODES);
  const url = `/prod-api/comp/competition/${competitionId}/tracks`;
  const current = (await app.inject({ method: 'GET', url, headers: bearer(token) })).json().data as Array<
    Record<string, unknown>
  >;
  const kept = current.map(({ trackId: _id, form: _form, formName: _name, fields: _fields, ...track }) => track);
  const maker = {
    trackCode: 'maker',
    trackName: '创客组',
    ageMin: 18,
    teamMin: 1,
    teamMax: 5,
    oneEntry: '0',
    formId,
    categories: [],
    sort: 9,
  };
  const saved = (
    await app.inject({ method: 'PUT', url, headers: bearer(token), payload: { tracks: [...kept, maker] } })
  ).json();
  if (saved.code !== 200) throw new Error(`adding the maker track failed: ${saved.msg}`);
  const after = (await app.inject({ method: 'GET', url, headers: bearer(token) })).json().data as Array<{
    trackId: number;
    trackCode: string;
  }>;
  return after.find((track) => track.trackCode === 'maker')?.trackId as number;
}
