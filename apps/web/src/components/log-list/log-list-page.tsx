import { ClearOutlined, EyeOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useAccess } from '../../core/access';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { type TranslationKey, useT } from '../../core/i18n';
import { type CrudColumn, type CrudContext, type CrudResource, type CrudRoute, CrudTable } from '../crud';
import { cleanLog } from './log-api';
import { LogDetail, type LogField } from './log-detail';

export interface LogListPageProps<Row> {
  resource: CrudResource<Row>;
  columns: readonly CrudColumn<Row>[];
  /** Empties the whole log after a confirmation (its clean endpoint), offered with `permission`. */
  clean?: { endpoint: CrudRoute; permission: string; confirm: TranslationKey };
  /** A read-only detail of one entry, offered with `permission`. */
  detail?: { permission: string; title: TranslationKey; fields: readonly LogField<Row>[] };
  /** Filters from outside the search form (e.g. one job's runs). */
  filters?: Record<string, unknown>;
  /** More toolbar items after "clean". */
  toolbar?: (context: CrudContext<Row>) => ReactNode;
}

/**
 * A log's list page: the kit's search, table, removal and export, plus "clean" (the whole log,
 * confirmed first) and a "details" link opening one entry's read-only dialog.
 */
export function LogListPage<Row extends object>({
  resource,
  columns,
  clean,
  detail,
  filters,
  toolbar,
}: LogListPageProps<Row>) {
  const t = useT();
  const { modal, message } = App.useApp();
  const size = useIsMobile() ? 'small' : undefined;
  const access = useAccess();
  const [shown, setShown] = useState<Row | null>(null);
  const canClean = Boolean(clean && access.hasPermi(clean.permission));
  const canRead = Boolean(detail && access.hasPermi(detail.permission));

  const confirmClean = (context: CrudContext<Row>) => {
    if (!clean) return;
    modal.confirm({
      title: t('client.systemPrompt'),
      content: t(clean.confirm),
      okText: t('client.confirm'),
      cancelText: t('crud.cancel'),
      onOk: async () => {
        try {
          await cleanLog(clean.endpoint);
        } catch {
          // The request client has shown why; the dialog closes.
          return;
        }
        message.success(t('monitor.cleanOk'));
        context.clearSelection();
        await context.refresh();
      },
    });
  };

  return (
    <>
      <CrudTable<Row>
        resource={resource}
        columns={columns}
        filters={filters}
        toolbar={
          canClean || toolbar
            ? (context) => (
                <>
                  {canClean && (
                    <Button
                      size={size}
                      color="danger"
                      variant="outlined"
                      icon={<ClearOutlined />}
                      onClick={() => confirmClean(context)}
                    >
                      {t('monitor.clean')}
                    </Button>
                  )}
                  {toolbar?.(context)}
                </>
              )
            : undefined
        }
        rowActions={
          canRead
            ? (row) => (
                <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setShown(row)}>
                  {t('log.detail')}
                </Button>
              )
            : undefined
        }
      />
      {detail && <LogDetail row={shown} title={detail.title} fields={detail.fields} onClose={() => setShown(null)} />}
    </>
  );
}
