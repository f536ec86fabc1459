import {
  type ApplicationDetail,
  type ApplicationForm,
  type AttachmentInput,
  applicationEditForm,
  applicationForm,
  checkFormAnswers,
  getApplication,
} from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Divider, Drawer, Form, Input, Row, Select, Space, Spin, Tag, TreeSelect } from 'antd';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { APPLICATION_KEY } from '../../../components/comp/application-links';
import { OrganisationSelect } from '../../../components/comp/organisation-select';
import { useTracks } from '../../../components/comp/use-edition-tracks';
import { useEditionOptions } from '../../../components/comp/use-editions';
import { regionOptions, useRegions } from '../../../components/comp/use-regions';
import { FileUpload } from '../../../components/upload';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useDict } from '../../../core/dict/use-dict';
import { api } from '../../../core/http/api';
import { isRequestError } from '../../../core/http/http-client';
import { useT } from '../../../core/i18n';
import { answerRefusals } from './answer-refusals';
import { saveApplication } from './application-api';
import { kindName, kindsOf, rulesOfKind } from './attachment-kinds';
import { ExtraAnswers } from './extra-answers';
import { ID_OR_MASKED, MOBILE_OR_MASKED } from './masked-numbers';
import { MembersList, MentorsList } from './team-lists';

export type FormState = { mode: 'add' } | { mode: 'edit'; applicationId: number } | null;

interface Values {
  competitionId?: number;
  trackId?: number;
  categoryId?: number | null;
  projectName?: string;
  industry?: string | null;
  regionCode?: string;
  orgId?: number | null;
  summary?: string | null;
  leaderName?: string;
  leaderMobile?: string;
  leaderIdNumber?: string;
  members?: Array<{ name?: string; idNumber?: string; orgName?: string | null; gradeOrTitle?: string | null }>;
  mentors?: Array<{ name?: string; orgName?: string | null; title?: string | null; mobile?: string; email?: string }>;
  /** Per attachment kind, the uploaded resource paths comma-joined (FileUpload's value). */
  files?: Record<string, string>;
  videoLink?: string | null;
  /** The answers to the track's bound form, by field name (shapes per docs/form-schema.md). */
  answers?: Record<string, unknown>;
}

const shownName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The detail as form values. Numbers stored sealed come back masked and stay so: a masked number
 * sent back means "unchanged" (docs/applications.md), so only a number being changed is typed.
 */
function valuesOf(detail: ApplicationDetail): Values {
  const files: Record<string, string> = {};
  for (const file of detail.attachments)
    files[file.kind] = files[file.kind] ? `${files[file.kind]},${file.path}` : file.path;
  return {
    competitionId: detail.competitionId,
    trackId: detail.trackId,
    categoryId: detail.categoryId,
    projectName: detail.projectName,
    industry: detail.industry,
    regionCode: detail.regionCode,
    orgId: detail.orgId,
    summary: detail.summary,
    leaderName: detail.leaderName,
    leaderMobile: detail.leaderMobile,
    leaderIdNumber: detail.leaderIdNumber,
    members: detail.members
      .filter((member) => member.role === 'member')
      .map((member) => ({
        name: member.name,
        idNumber: member.idNumber,
        orgName: member.orgName,
        gradeOrTitle: member.gradeOrTitle,
      })),
    mentors: detail.mentors.map((mentor) => ({
      name: mentor.name,
      orgName: mentor.orgName,
      title: mentor.title,
      mobile: mentor.mobile ?? '',
      email: mentor.email ?? '',
    })),
    files,
    videoLink: detail.videoLink,
    answers: detail.answers,
  };
}

/** The form values as the wire body: attachments flattened with their names, blanks dropped. */
export function bodyOf(values: Values, known: ReadonlyMap<string, AttachmentInput>): ApplicationForm {
  const attachments: AttachmentInput[] = [];
  for (const [kind, joined] of Object.entries(values.files ?? {})) {
    for (const path of (joined ?? '').split(',').filter(Boolean)) {
      const before = known.get(path);
      attachments.push({ kind, path, fileName: before?.fileName ?? shownName(path), size: before?.size });
    }
  }
  // The renderer's controls hold each type's answer shape (docs/form-schema.md); the contract's
  // schema below and the server check them.
  const answers: NonNullable<ApplicationForm['answers']> = {};
  for (const [key, value] of Object.entries(values.answers ?? {})) {
    if (value !== undefined && value !== null && value !== '') answers[key] = value as (typeof answers)[string];
  }
  return {
    competitionId: values.competitionId as number,
    trackId: values.trackId as number,
    categoryId: values.categoryId ?? null,
    projectName: values.projectName ?? '',
    industry: values.industry ?? null,
    regionCode: values.regionCode ?? '',
    orgId: values.orgId ?? null,
    summary: values.summary ?? null,
    leaderName: values.leaderName ?? '',
    leaderMobile: values.leaderMobile ?? '',
    leaderIdNumber: values.leaderIdNumber ?? '',
    members: (values.members ?? []).map((member) => ({
      name: member.name ?? '',
      idNumber: member.idNumber ?? '',
      orgName: member.orgName || null,
      gradeOrTitle: member.gradeOrTitle || null,
    })),
    mentors: (values.mentors ?? []).map((mentor) => ({
      name: mentor.name ?? '',
      orgName: mentor.orgName || null,
      title: mentor.title || null,
      mobile: mentor.mobile || null,
      email: mentor.email || null,
    })),
    attachments,
    videoLink: values.videoLink || null,
    answers,
  };
}

interface Props {
  state: FormState;
  defaultCompetitionId?: number;
  onClose(): void;
  onSaved(): void | Promise<void>;
}

/** Adds or edits an application on an entrant's behalf (drafts and returned ones), in a wide drawer. */
export function ApplicationFormDrawer({ state, defaultCompetitionId, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<string, AttachmentInput>>(new Map());
  const editing = state?.mode === 'edit';

  const editions = useEditionOptions();
  const competitionId = Form.useWatch('competitionId', form);
  const trackId = Form.useWatch('trackId', form);
  const tracks = useTracks(competitionId);
  const track = tracks.data?.find((item) => item.trackId === trackId);
  const industries = useDict('comp_industry');
  const regions = useRegions();
  const tree = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);

  // Starts the form for what was opened (the latest callbacks, without re-running on their change).
  const start = useEffectEvent((opened: NonNullable<FormState>, live: () => boolean) => {
    setProblems([]);
    form.resetFields();
    setKnown(new Map());
    if (opened.mode === 'add') {
      form.setFieldsValue({ competitionId: defaultCompetitionId, members: [], mentors: [], files: {}, answers: {} });
      return;
    }
    setLoading(true);
    api(getApplication, { params: { applicationId: opened.applicationId } })
      .then((answer) => {
        if (!live()) return;
        form.setFieldsValue(valuesOf(answer.data));
        setKnown(new Map(answer.data.attachments.map((file) => [file.path, file])));
      })
      .catch(() => live() && onClose())
      .finally(() => live() && setLoading(false));
  });

  useEffect(() => {
    if (!state) return;
    let live = true;
    start(state, () => live);
    return () => {
      live = false;
    };
  }, [state]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      setProblems([t('apply.fixFields')]);
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    // What the bound form keeps: its visible fields' answers only (a hidden field's value can stay in
    // the store, docs/form-render.md, and a name the form no longer has would be refused).
    const answers = track?.form
      ? checkFormAnswers(track.form, values.answers ?? {}).answers
      : track
        ? {}
        : values.answers;
    const body = bodyOf({ ...values, answers }, known);
    // Masked numbers are accepted on an edit only: a new application has nothing stored behind them.
    const checked = (editing ? applicationEditForm : applicationForm).safeParse(body);
    if (!checked.success) {
      setProblems(checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
      form.setFields(
        checked.error.issues
          .filter((issue) => issue.path[0] === 'answers' && issue.path.length > 1)
          .map((issue) => ({ name: ['answers', String(issue.path[1])], errors: [issue.message] })),
      );
      return;
    }
    setSaving(true);
    setProblems([]);
    try {
      if (state?.mode === 'edit') await saveApplication(body, state.applicationId);
      else await saveApplication(body);
      message.success(t(editing ? 'crud.editOk' : 'crud.addOk'));
      await queryClient.invalidateQueries({ queryKey: APPLICATION_KEY });
      await onSaved();
    } catch (error) {
      // The request client has shown it; keep it in the drawer too.
      if (!isRequestError(error)) throw error;
      setProblems([error.message]);
      showOnAnswers(error.message);
    } finally {
      setSaving(false);
    }
  };

  // A refusal naming `answers.<name>` lands on that field of the rendered form too.
  const showOnAnswers = (text: string) =>
    form.setFields(answerRefusals(text).map(({ name, error }) => ({ name: ['answers', name], errors: [error] })));

  const select = (label: string) => t('crud.placeholder.select', { label });
  const input = (label: string) => t('crud.placeholder.input', { label });
  const half = { xs: 24, md: 12 };

  return (
    <Drawer
      open={state !== null}
      title={t(editing ? 'apply.editTitle' : 'apply.addTitle')}
      size={mobile ? '100%' : 960}
      forceRender
      onClose={onClose}
      className="cbo-apply-form"
      extra={
        <Space>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={submit}>
            {t('client.confirm')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        {editing && <Alert className="cbo-apply-form__hint" type="info" showIcon title={t('apply.maskedHint')} />}
        {problems.length > 0 && (
          <Alert
            className="cbo-apply-form__problems"
            type="error"
            showIcon
            title={problems.length === 1 ? problems[0] : t('apply.notSaved')}
            description={
              problems.length > 1 ? (
                <ul>
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        <Form
          form={form}
          name="comp_application_form"
          layout="vertical"
          className="cbo-apply-form__body"
          onValuesChange={(changed) => {
            if ('competitionId' in changed) form.setFieldsValue({ trackId: undefined, categoryId: null, answers: {} });
            // Another track, another form: the answers to the previous one do not carry over.
            if ('trackId' in changed) form.setFieldsValue({ categoryId: null, answers: {} });
          }}
        >
          <Divider titlePlacement="start">{t('apply.section.project')}</Divider>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="competitionId"
                label={t('apply.edition')}
                rules={[{ required: true, message: t('crud.validation.required', { label: t('apply.edition') }) }]}
              >
                <Select
                  disabled={editing}
                  placeholder={select(t('apply.edition'))}
                  options={(editions.data ?? []).map((e) => ({ value: e.competitionId, label: e.competitionName }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="trackId"
                label={t('apply.track')}
                rules={[{ required: true, message: t('crud.validation.required', { label: t('apply.track') }) }]}
              >
                <Select
                  loading={tracks.isFetching}
                  placeholder={select(t('apply.track'))}
                  options={(tracks.data ?? []).map((item) => ({ value: item.trackId, label: item.trackName }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="categoryId" label={t('apply.category')}>
                <Select
                  allowClear
                  disabled={!track}
                  placeholder={select(t('apply.category'))}
                  options={(track?.categories ?? []).map((c) => ({ value: c.categoryId, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="projectName"
                label={t('apply.projectName')}
                rules={[
                  {
                    required: true,
                    whitespace: true,
                    message: t('crud.validation.required', { label: t('apply.projectName') }),
                  },
                ]}
              >
                <Input maxLength={100} placeholder={input(t('apply.projectName'))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="industry" label={t('apply.industry')}>
                <Select
                  allowClear
                  placeholder={select(t('apply.industry'))}
                  options={industries.options.map((o) => ({ value: o.value, label: o.label }))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item
                name="regionCode"
                label={t('apply.region')}
                rules={[{ required: true, message: t('crud.validation.required', { label: t('apply.region') }) }]}
              >
                <TreeSelect
                  showSearch
                  treeNodeFilterProp="title"
                  treeData={tree}
                  placeholder={select(t('apply.region'))}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="orgId" label={t('apply.organisation')}>
                <OrganisationSelect placeholder={select(t('apply.organisation'))} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="summary" label={t('apply.summary')}>
                <Input.TextArea rows={3} maxLength={2000} showCount />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start">{t('apply.section.leader')}</Divider>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="leaderName"
                label={t('apply.leaderName')}
                rules={[{ required: true, whitespace: true, message: t('apply.nameRequired') }]}
              >
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="leaderMobile"
                label={t('apply.leaderMobile')}
                rules={[
                  { required: true, message: t('apply.mobileRequired') },
                  { pattern: MOBILE_OR_MASKED, message: t('apply.mobileFormat') },
                ]}
              >
                <Input maxLength={11} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="leaderIdNumber"
                label={t('apply.leaderIdNumber')}
                rules={[
                  { required: true, message: t('apply.idRequired') },
                  { pattern: ID_OR_MASKED, message: t('apply.idFormat') },
                ]}
              >
                <Input maxLength={18} />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start">{t('apply.section.members')}</Divider>
          <MembersList />
          <Divider titlePlacement="start">{t('apply.section.mentors')}</Divider>
          <MentorsList />

          <Divider titlePlacement="start">{t('apply.section.attachments')}</Divider>
          {!track && <p className="cbo-apply-form__muted">{t('apply.pickTrackFirst')}</p>}
          {track && (
            <Row gutter={16}>
              {kindsOf(track.attachments).map((kind) => {
                const rules = rulesOfKind(kind);
                const required = track.attachments.includes(kind);
                return (
                  <Col key={kind} {...half}>
                    <Form.Item
                      name={['files', kind]}
                      label={
                        <span>
                          {kindName(kind, t)}
                          {required && (
                            <Tag color="red" className="cbo-apply-form__needed">
                              {t('apply.neededToSubmit')}
                            </Tag>
                          )}
                        </span>
                      }
                    >
                      <FileUpload fileType={rules.types} fileSize={rules.sizeMb} limit={rules.limit} />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
          )}
          <Form.Item
            name="videoLink"
            label={t('apply.videoLink')}
            rules={[{ type: 'url', message: t('apply.urlFormat') }]}
          >
            <Input maxLength={255} placeholder="https://" />
          </Form.Item>

          {track?.form && (
            <>
              <Divider titlePlacement="start">{t('apply.section.extra', { track: track.trackName })}</Divider>
              <ExtraAnswers key={track.trackId} form={track.form} />
            </>
          )}
        </Form>
      </Spin>
    </Drawer>
  );
}
