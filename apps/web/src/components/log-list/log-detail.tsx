import { Button, Descriptions, type DescriptionsProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '../../core/device/use-is-mobile';
import { type TranslationKey, useT } from '../../core/i18n';
import { prettyJson } from './pretty-json';
import './log-list.css';

/** What a field's render is given besides the row. */
export interface LogFieldHelpers {
  t: ReturnType<typeof useT>;
  /** The text of an empty value ('无'). */
  none: string;
}

/** One line of a log entry's detail. */
export interface LogField<Row> {
  key: string;
  label: TranslationKey;
  render(row: Row, helpers: LogFieldHelpers): ReactNode;
  /** The whole width (long texts, code). */
  wide?: boolean;
  /** Shown only when it answers true (e.g. the error of a failed operation). */
  when?(row: Row): boolean;
}

/** Logged JSON indented (other text as it is), or "none" when empty; `error` in red. */
export function LogCode({ text, none, error }: { text: string | null | undefined; none: string; error?: boolean }) {
  const pretty = prettyJson(text);
  if (!pretty) return <span>{none}</span>;
  return <pre className={error ? 'cbo-log__code cbo-log__code--error' : 'cbo-log__code'}>{pretty}</pre>;
}

export interface LogDetailProps<Row> {
  /** The entry shown; none closes the dialog. */
  row: Row | null;
  title: TranslationKey;
  fields: readonly LogField<Row>[];
  onClose(): void;
}

/** One log entry read-only: its fields in two columns (one on phones), long ones across. */
export function LogDetail<Row>({ row, title, fields, onClose }: LogDetailProps<Row>) {
  const t = useT();
  const mobile = useIsMobile();
  const helpers = { t, none: t('log.none') };
  const items: DescriptionsProps['items'] = row
    ? fields
        .filter((field) => !field.when || field.when(row))
        .map((field) => ({
          key: field.key,
          label: t(field.label),
          children: field.render(row, helpers),
          span: field.wide ? ('filled' as const) : undefined,
        }))
    : [];
  return (
    <Modal
      open={row !== null}
      title={t(title)}
      width={mobile ? '100%' : 800}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('log.close')}</Button>}
    >
      <Descriptions
        className="cbo-log__detail"
        bordered
        size="small"
        column={mobile ? 1 : 2}
        items={items}
        styles={{ label: { width: mobile ? 88 : 110, whiteSpace: 'nowrap' } }}
      />
    </Modal>
  );
}
