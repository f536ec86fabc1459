import { PaperClipOutlined } from '@ant-design/icons';
import { type FormFieldNode, fileAnswerPaths } from '@cbo/contracts';
import { Rate, Space, Typography } from 'antd';
import { useT } from '../../core/i18n';
import { useRegions } from '../comp/use-regions';
import { RichTextView } from '../rich-text';
import { signedUrl } from '../upload/upload-api';
import { originalName } from '../upload/upload-rules';
import { type ChoiceOption, pathLabels, useFieldOptions } from './field-options';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

const labelOf = (options: readonly ChoiceOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

function ChoiceValue({ field, value }: { field: FormFieldNode; value: unknown }) {
  const { options } = useFieldOptions(field);
  if (field.type === 'cascader') return <>{pathLabels(options, strings(value)).join(' / ')}</>;
  return (
    <>
      {strings(value)
        .map((item) => labelOf(options, item))
        .join(', ')}
    </>
  );
}

function RegionValue({ value }: { value: string }) {
  const regions = useRegions();
  const byCode = new Map((regions.data ?? []).map((region) => [region.regionCode, region]));
  // The region's path from its province down, as people read an address.
  const names: string[] = [];
  for (let code: string | null | undefined = value; code && names.length < 4; code = byCode.get(code)?.parentCode) {
    names.unshift(byCode.get(code)?.regionName ?? code);
  }
  return <>{names.join(' / ')}</>;
}

/** Stored files as links named by their original names; the link is signed when clicked. */
export function FileLinks({ paths }: { paths: readonly string[] }) {
  const open = async (path: string) => window.open(await signedUrl(path), '_blank', 'noopener');
  return (
    <Space orientation="vertical" size={4}>
      {paths.map((path) => (
        <Typography.Link key={path} onClick={() => void open(path)}>
          <PaperClipOutlined /> {originalName(path)}
        </Typography.Link>
      ))}
    </Space>
  );
}

/** One stored answer as a reader sees it. */
export function AnswerValue({ field, value }: { field: FormFieldNode; value: unknown }) {
  const t = useT();
  if (isEmpty(value)) return <Typography.Text type="secondary">-</Typography.Text>;
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
    case 'cascader':
      return <ChoiceValue field={field} value={value} />;
    case 'switch':
      return <>{t(value === true ? 'formRender.yes' : 'formRender.no')}</>;
    case 'password':
      return <>••••••</>;
    case 'rate':
      return <Rate disabled value={Number(value)} count={field.count ?? 5} allowHalf={field.allowHalf} />;
    case 'dateRange':
      return <>{strings(value).join(' ~ ')}</>;
    case 'region':
      return <RegionValue value={String(value)} />;
    case 'upload':
      return <FileLinks paths={fileAnswerPaths(value)} />;
    case 'richText':
      return <RichTextView html={String(value)} />;
    default:
      return <span className="cbo-form-render__answer">{strings(value).join(', ')}</span>;
  }
}
