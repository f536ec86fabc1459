import {
  addHoliday,
  editHoliday,
  getHoliday,
  type HolidayForm,
  type HolidayRow,
  holidayForm,
  listHolidays,
  removeHolidays,
} from '@cbo/contracts';
import { Alert, Flex, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';
import { type TranslationKey, useT } from '../../../core/i18n';
import { DayInput } from './day-input';

const resource = defineResource<HolidayRow>({
  name: 'comp/holiday',
  entity: 'nb.holiday.entity',
  rowKey: 'holidayDate',
  endpoints: { list: listHolidays, get: getHoliday, add: addHoliday, edit: editHoliday, remove: removeHolidays },
  permission: 'comp:holiday',
  actions: ['add', 'edit', 'remove'],
  paged: false,
});

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The holiday calendar 公示 windows count working days on: weekdays off and weekend days worked. */
function HolidayPage() {
  const t = useT();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

  const columns = useMemo<CrudColumn<HolidayRow>[]>(
    () => [
      { key: 'holidayDate', title: 'nb.holiday.date', hideInSearch: true, width: 140 },
      {
        key: 'createBy',
        title: 'nb.holiday.weekday',
        hideInSearch: true,
        width: 90,
        render: (_value, row) => t(`nb.weekday.${weekdayOf(row.holidayDate)}` as TranslationKey),
      },
      {
        key: 'isWorkday',
        title: 'nb.holiday.kind',
        hideInSearch: true,
        width: 150,
        render: (value) =>
          value === '1' ? (
            <Tag color="orange">{t('nb.holiday.work')}</Tag>
          ) : (
            <Tag color="green">{t('nb.holiday.off')}</Tag>
          ),
      },
      { key: 'holidayName', title: 'nb.holiday.name' },
    ],
    [t],
  );

  const form = useMemo<CrudForm<HolidayForm>>(
    () => ({
      schema: holidayForm,
      initialValues: { isWorkday: '0' },
      fields: [
        {
          name: 'holidayDate',
          label: 'nb.holiday.date',
          lockedOnEdit: true,
          render: (mode) => <DayInput disabled={mode === 'edit'} />,
        },
        {
          name: 'isWorkday',
          label: 'nb.holiday.kind',
          type: 'radio',
          options: [
            { label: t('nb.holiday.off'), value: '0' },
            { label: t('nb.holiday.work'), value: '1' },
          ],
        },
        { name: 'holidayName', label: 'nb.holiday.name' },
      ],
    }),
    [t],
  );

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('nb.holiday.hint')} />
      <CrudTable
        resource={resource}
        columns={columns}
        form={form}
        filters={{ year }}
        toolbar={() => (
          <Select
            aria-label={t('nb.holiday.year')}
            value={year}
            onChange={setYear}
            style={{ width: 110 }}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
        )}
      />
    </Flex>
  );
}

export { HolidayPage as Component };
