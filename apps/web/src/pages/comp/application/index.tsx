import { EyeOutlined, UploadOutlined } from '@ant-design/icons';
import {
  type ApplicationRow,
  addApplication,
  editApplication,
  exportApplications,
  listApplications,
} from '@cbo/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { applicationDetailPath } from '../../../components/comp/application-links';
import { useCurrentEdition } from '../../../components/comp/use-edition-tracks';
import { CrudTable, defineResource } from '../../../components/crud';
import { useAccess } from '../../../core/access';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { useT } from '../../../core/i18n';
import { EDITABLE, useStatusCounts } from './application-api';
import { APPLICATION_COLUMNS } from './application-columns';
import { ApplicationFormDrawer } from './application-form';
import { ApplicationImportDialog } from './application-import';
import { ApplicationSearch, filtersOf, type SearchValues } from './application-search';
import { StatusTabs } from './status-tabs';
import { useApplicationActions } from './use-application-actions';
import './application.css';

const resource = defineResource<ApplicationRow>({
  name: 'comp/application',
  entity: 'apply.entity',
  rowKey: 'applicationId',
  endpoints: { list: listApplications, add: addApplication, edit: editApplication, export: exportApplications },
  permission: 'comp:application',
  // Deleting is a batch action of drafts only; import has its own dialog with a dry run.
  actions: ['add', 'edit', 'export'],
});

/** Applications: every filter, status tabs with counts, batch submit/withdraw/delete, import with a dry run, export. */
function ApplicationPage() {
  const t = useT();
  const access = useAccess();
  const size = useIsMobile() ? 'small' : undefined;
  const current = useCurrentEdition();
  const [searchForm] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<Record<string, unknown> | null>(null);
  const [status, setStatus] = useState('');
  const [importing, setImporting] = useState(false);
  const actions = useApplicationActions();

  // The current edition is the first filter, once known (none current: every edition).
  const currentId = current.data?.competitionId;
  const defaults = currentId ? { competitionId: currentId } : {};
  useEffect(() => {
    if (filters !== null || current.isLoading) return;
    if (currentId) searchForm.setFieldsValue({ competitionId: currentId });
    setFilters(currentId ? { competitionId: currentId } : {});
  }, [filters, current.isLoading, currentId, searchForm]);

  const counts = useStatusCounts(filters);
  const competitionId = (filters?.competitionId as number | undefined) ?? currentId;

  return (
    <>
      <CrudTable<ApplicationRow>
        className="cbo-apply"
        resource={resource}
        columns={APPLICATION_COLUMNS}
        controlledFilters={{ value: filters, onChange: setFilters }}
        filters={status ? { status } : undefined}
        search={(slot) => (
          <ApplicationSearch
            form={searchForm}
            onSearch={(values) => slot.search(filtersOf(values))}
            onReset={slot.reset}
          />
        )}
        onReset={() => {
          searchForm.resetFields();
          if (currentId) searchForm.setFieldsValue({ competitionId: currentId });
          setStatus('');
          setFilters(defaults);
        }}
        header={<StatusTabs value={status} onChange={setStatus} counts={counts.data} />}
        notice={actions.notice}
        emptyText="apply.empty"
        batchActions={actions.batchActions}
        rowAllowed={(row, action) => action === 'edit' && EDITABLE.has(row.status)}
        rowLead={(row) => (
          <Link
            to={applicationDetailPath(row.applicationId)}
            className="ant-btn ant-btn-link ant-btn-sm cbo-apply__link"
          >
            <EyeOutlined /> {t('apply.detail')}
          </Link>
        )}
        toolbar={(context) =>
          access.hasPermi('comp:application:import') && (
            <>
              <Button
                size={size}
                color="cyan"
                variant="outlined"
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
              >
                {t('crud.import')}
              </Button>
              <ApplicationImportDialog
                open={importing}
                defaultCompetitionId={competitionId}
                onClose={() => setImporting(false)}
                onImported={context.refresh}
              />
            </>
          )
        }
        editor={{
          batchEdit: false,
          render: (state, close) => (
            <ApplicationFormDrawer
              state={
                state &&
                (state.mode === 'add' ? { mode: 'add' } : { mode: 'edit', applicationId: state.row.applicationId })
              }
              defaultCompetitionId={competitionId}
              onClose={() => close(false)}
              onSaved={() => close(true)}
            />
          ),
        }}
      />
      {actions.dialogs}
    </>
  );
}

export { ApplicationPage as Component };
