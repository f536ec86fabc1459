import { Button } from 'antd';
import { useT } from '../../core/i18n';
import type { Selection } from './use-selection';

export interface SelectionSummaryProps<Row> {
  selection: Selection<Row>;
  /** The rows of the page on screen. */
  pageRows: Row[];
  total: number;
  /** Whether a batch action takes the filter, so "all that match" is offered. */
  matching: boolean;
}

/**
 * "N selected", and once the whole page is chosen while more rows match, the offer to choose all
 * of them (the count the actions will confirm).
 */
export function SelectionSummary<Row>({ selection, pageRows, total, matching }: SelectionSummaryProps<Row>) {
  const t = useT();
  if (selection.count === 0) return null;
  const wholePage = pageRows.length > 0 && selection.rows.length === pageRows.length;
  return (
    <span className="cbo-crud__selected">
      {selection.all ? t('crud.allMatchingSelected', { total }) : t('crud.selected', { count: selection.count })}
      {matching && !selection.all && wholePage && total > pageRows.length && (
        <Button type="link" size="small" onClick={() => selection.chooseAll(pageRows)}>
          {t('crud.selectAllMatching', { total })}
        </Button>
      )}
      {selection.all && (
        <Button type="link" size="small" onClick={selection.clear}>
          {t('crud.clearSelection')}
        </Button>
      )}
    </span>
  );
}
