import { type Locale, type RatingResult, resultFlagLabels } from '@cbo/contracts';
import type { ExcelColumn } from '../../../lib/excel/columns';

/** The results sheet (docs/rating.md, Export): scores to 2 decimals, flags in the request's language. */
export function ratingColumns(locale: Locale): ExcelColumn<RatingResult>[] {
  const fixed = (value: unknown) => (typeof value === 'number' ? Number(value.toFixed(2)) : null);
  return [
    { title: '排名', key: 'rank', width: 8 },
    { title: '申报编号', key: 'code', width: 22 },
    { title: '项目名称', key: 'projectName', width: 30 },
    { title: '项目分组', key: 'reviewGroupName', width: 18 },
    { title: '最终得分', key: 'score', width: 12, format: fixed },
    { title: '有效评审数', key: 'validSheets', width: 12 },
    { title: '极差', key: 'spread', width: 10, format: fixed },
    {
      title: '标记',
      key: 'flags',
      width: 30,
      format: (value) =>
        (value as string[])
          .map((flag) => resultFlagLabels[flag]?.[locale] ?? flag)
          .join(locale === 'en-US' ? ', ' : '、'),
    },
  ];
}
