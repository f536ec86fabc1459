import type { OperLog } from '@cbo/contracts';
import { Button, Descriptions, type DescriptionsProps, Modal } from 'antd';
import { useIsMobile } from '../../../core/device/use-is-mobile';
import { DictTag } from '../../../core/dict/dict-tag';
import { useT } from '../../../core/i18n';
import { prettyJson } from './pretty-json';

export interface OperLogDetailProps {
  /** The operation shown; none closes the dialog. */
  row: OperLog | null;
  onClose(): void;
}

function Code({ text, empty }: { text: string; empty: string }) {
  const pretty = prettyJson(text);
  return pretty ? <pre className="cbo-operlog__code">{pretty}</pre> : <span>{empty}</span>;
}

/** One operation as a read-only dialog: who, where, what was sent and answered (masked by the server). */
export function OperLogDetail({ row, onClose }: OperLogDetailProps) {
  const t = useT();
  const mobile = useIsMobile();
  const none = t('operlog.none');
  const items: DescriptionsProps['items'] = row
    ? [
        {
          key: 'module',
          label: t('operlog.module'),
          children: (
            <span className="cbo-operlog__inline">
              {row.title} / <DictTag type="sys_oper_type" value={row.businessType} />
            </span>
          ),
        },
        {
          key: 'operator',
          label: t('operlog.operator'),
          children: [row.operName, row.operIp, row.operLocation].filter(Boolean).join(' / '),
        },
        { key: 'operUrl', label: t('operlog.operUrl'), children: row.operUrl },
        { key: 'requestMethod', label: t('operlog.requestMethod'), children: row.requestMethod },
        { key: 'method', label: t('operlog.method'), children: row.method, span: 'filled' },
        {
          key: 'operParam',
          label: t('operlog.operParam'),
          children: <Code text={row.operParam} empty={none} />,
          span: 'filled',
        },
        {
          key: 'jsonResult',
          label: t('operlog.jsonResult'),
          children: <Code text={row.jsonResult} empty={none} />,
          span: 'filled',
        },
        {
          key: 'status',
          label: t('operlog.status'),
          children: <DictTag type="sys_common_status" value={row.status} />,
        },
        { key: 'costTime', label: t('operlog.costTime'), children: t('monitor.costMs', { ms: row.costTime }) },
        { key: 'operTime', label: t('operlog.operTime'), children: row.operTime ?? '', span: 'filled' },
        ...(row.status !== 0 && row.errorMsg
          ? [{ key: 'errorMsg', label: t('operlog.errorMsg'), children: row.errorMsg, span: 'filled' as const }]
          : []),
      ]
    : [];

  return (
    <Modal
      open={row !== null}
      title={t('operlog.detailTitle')}
      width={mobile ? '100%' : 800}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('operlog.close')}</Button>}
    >
      <Descriptions
        className="cbo-operlog"
        bordered
        size="small"
        column={mobile ? 1 : 2}
        items={items}
        styles={{ label: { width: mobile ? 88 : 110, whiteSpace: 'nowrap' } }}
      />
    </Modal>
  );
}
