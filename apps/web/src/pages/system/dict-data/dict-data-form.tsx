import { type DictDataForm, dictDataForm, dictListClasses } from '@cbo/contracts';
import { Input } from 'antd';
import { useMemo } from 'react';
import type { CrudForm } from '../../../components/crud';
import { type TranslationKey, useT } from '../../../core/i18n';

/** The add/edit form of an entry; its type is the chosen one and cannot be changed here. */
export function useDictDataForm(dictType: string): CrudForm<DictDataForm> {
  const t = useT();
  return useMemo(
    () => ({
      schema: dictDataForm,
      initialValues: { dictType, dictSort: 0, status: '0', listClass: 'default' },
      fields: [
        { name: 'dictType', label: 'dictData.dictType', render: () => <Input disabled /> },
        { name: 'dictLabel', label: 'dictData.formLabel' },
        { name: 'dictLabelEn', label: 'dictData.formLabelEn' },
        { name: 'dictValue', label: 'dictData.formValue' },
        { name: 'cssClass', label: 'dictData.cssClass' },
        { name: 'dictSort', label: 'dictData.formSort', type: 'number' },
        {
          name: 'listClass',
          label: 'dictData.listClass',
          type: 'select',
          options: dictListClasses.map((value) => ({
            value,
            label: t(`dictData.listClass.${value}` as TranslationKey),
          })),
        },
        { name: 'status', label: 'dict.status', type: 'dictRadio', dict: 'sys_normal_disable' },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    }),
    [dictType, t],
  );
}
