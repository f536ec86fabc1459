import { EditOutlined, EyeOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type EditSavedForm,
  editSavedForm,
  editSavedFormBody,
  getSavedForm,
  listSavedForms,
  removeSavedForms,
  type SavedForm,
} from '@cbo/contracts';
import { Button, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CrudColumn, type CrudForm, CrudTable, defineResource, StackedDateTime } from '../../../components/crud';
import { HasPermi } from '../../../core/access/access';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { FormPreview } from './form-preview';
import { FormVersions, type VersionsTarget } from './form-versions';
import type { PreviewTarget } from './saved-form-api';
import './saved-form.css';

/** The form builder (系统工具 › 表单构建): new forms are designed there, existing ones by ?formId=. */
const BUILDER_PATH = '/tool/build/index';

const resource = defineResource<SavedForm>({
  name: 'flowable/form',
  entity: 'formPage.entity',
  rowKey: 'formId',
  endpoints: { list: listSavedForms, get: getSavedForm, edit: editSavedForm, remove: removeSavedForms },
  permission: 'flowable:form',
  actions: ['edit', 'remove'],
});

// Renaming keeps the document: the edit carries the newest one back with its version as the base,
// so the server adds no version and refuses the save if someone saved a newer one meanwhile.
const form: CrudForm<EditSavedForm> = {
  schema: editSavedFormBody,
  load: async (target) => {
    if (target.mode !== 'edit') return {};
    const { data } = await api(getSavedForm, { params: { formId: Number(target.id) } });
    return {
      formId: data.formId,
      formName: data.formName,
      remark: data.remark,
      formContent: data.formContent,
      baseVersion: data.version,
    };
  },
  fields: [
    { name: 'formName', label: 'formPage.formName' },
    { name: 'remark', label: 'field.remark', type: 'textarea' },
  ],
};

/**
 * 表单配置 (flowable/form/index): the saved forms with their versions (docs/form-render.md section 5, docs/forms.md). Forms are
 * designed in the builder; here they are listed, renamed, previewed (the page's and the server's
 * checks side by side), their versions browsed, and removed when nothing uses them.
 */
function SavedFormsPage() {
  const t = useT();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<PreviewTarget>();
  const [versions, setVersions] = useState<VersionsTarget>();

  const columns = useMemo<CrudColumn<SavedForm>[]>(
    () => [
      { key: 'formId', title: 'formPage.formId', hideInSearch: true, width: 90, defaultHidden: true },
      { key: 'formName', title: 'formPage.formName', width: 180, ellipsis: true },
      {
        key: 'version',
        title: 'formPage.version',
        hideInSearch: true,
        width: 96,
        render: (value) => t('formPage.versionNo', { version: Number(value) }),
      },
      // Searched by the text of a field's label or name; shows the number of fields.
      {
        key: 'fieldCount',
        title: 'formPage.fieldText',
        header: 'formPage.fieldCount',
        search: { param: 'fieldText' },
        width: 80,
      },
      {
        key: 'usedBy',
        title: 'formPage.usedBy',
        hideInSearch: true,
        width: 100,
        render: (value) =>
          Number(value) > 0 ? (
            t('formPage.usedByCount', { count: Number(value) })
          ) : (
            <Typography.Text type="secondary">{t('formPage.notUsed')}</Typography.Text>
          ),
      },
      // Shown from the column chooser: with five row actions the list fits 1280 px beside the sidebar.
      { key: 'remark', title: 'field.remark', hideInSearch: true, ellipsis: true, width: 160, defaultHidden: true },
      { key: 'updateBy', title: 'formPage.updatedBy', hideInSearch: true, width: 100, defaultHidden: true },
      {
        key: 'updateTime',
        title: 'field.updateTime',
        hideInSearch: true,
        width: 110,
        // A form never changed since it was saved reads its saving time.
        render: (value, row) => <StackedDateTime value={(value as string | null) ?? row.createTime} />,
      },
    ],
    [t],
  );

  return (
    <>
      <CrudTable<SavedForm, EditSavedForm>
        resource={resource}
        columns={columns}
        form={form}
        className="cbo-saved-forms"
        emptyText="formPage.empty"
        toolbar={() => (
          <HasPermi value={['flowable:form:add']}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => navigate(BUILDER_PATH)}>
              {t('formPage.new')}
            </Button>
          </HasPermi>
        )}
        rowLead={(row) => (
          <Space size={0} wrap>
            <HasPermi value={['flowable:form:edit']}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => navigate(`${BUILDER_PATH}?formId=${row.formId}`)}
              >
                {t('formPage.design')}
              </Button>
            </HasPermi>
            <HasPermi value={['flowable:form:query']}>
              <Button
                type="link"
                size="small"
                icon={<EyeOutlined />}
                onClick={() => setPreview({ formId: row.formId, formName: row.formName })}
              >
                {t('formPage.preview')}
              </Button>
              <Button
                type="link"
                size="small"
                icon={<HistoryOutlined />}
                onClick={() => setVersions({ formId: row.formId, formName: row.formName, version: row.version })}
              >
                {t('formPage.versions')}
              </Button>
            </HasPermi>
          </Space>
        )}
      />
      <FormPreview target={preview} onClose={() => setPreview(undefined)} />
      <FormVersions
        target={versions}
        onClose={() => setVersions(undefined)}
        onPreview={(version) =>
          versions && setPreview({ formId: versions.formId, formName: versions.formName, version })
        }
      />
    </>
  );
}

export { SavedFormsPage as Component };
