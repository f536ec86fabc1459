import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  NodeExpandOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../core/i18n';
import type { CrudResource } from './types';

export interface CrudButtonsProps<Row> {
  resource: CrudResource<Row>;
  size?: 'small';
  can(permission: string | undefined): boolean;
  /** Add (and edit) through a form: the generated dialog or the page's editor. */
  hasForm: boolean;
  /** The toolbar's edit button for one chosen row. */
  batchEdit: boolean;
  /** Batch selection exists (not a tree). */
  batch: boolean;
  selected: readonly Row[];
  selectedAllowed(action: 'edit' | 'remove'): boolean;
  exporting: boolean;
  onAdd(): void;
  onEdit(row: Row): void;
  onRemove(): void;
  onExport(): void;
  onImport(): void;
  onToggleTree(): void;
  /** The page's batch actions, after the kit's add, edit and delete. */
  batchButtons?: ReactNode;
}

/** The kit's own toolbar buttons, each shown only with its permission and call. */
export function CrudButtons<Row>(props: CrudButtonsProps<Row>) {
  const t = useT();
  const { resource, size, can, selected } = props;
  const canEdit = props.hasForm && can(resource.permissions.edit);
  const canRemove = can(resource.permissions.remove) && Boolean(resource.api.remove);
  return (
    <>
      {props.hasForm && can(resource.permissions.add) && (
        <Button size={size} color="primary" variant="outlined" icon={<PlusOutlined />} onClick={props.onAdd}>
          {t('crud.add')}
        </Button>
      )}
      {canEdit && props.batch && props.batchEdit && (
        <Button
          size={size}
          color="green"
          variant="outlined"
          icon={<EditOutlined />}
          disabled={selected.length !== 1 || !props.selectedAllowed('edit')}
          onClick={() => props.onEdit(selected[0])}
        >
          {t('crud.edit')}
        </Button>
      )}
      {canRemove && props.batch && (
        <Button
          size={size}
          color="danger"
          variant="outlined"
          icon={<DeleteOutlined />}
          disabled={selected.length === 0 || !props.selectedAllowed('remove')}
          onClick={props.onRemove}
        >
          {t('crud.delete')}
        </Button>
      )}
      {props.batchButtons}
      {can(resource.permissions.export) && resource.api.export && (
        <Button
          size={size}
          color="orange"
          variant="outlined"
          icon={<DownloadOutlined />}
          loading={props.exporting}
          onClick={props.onExport}
        >
          {t('crud.export')}
        </Button>
      )}
      {can(resource.permissions.import) && resource.api.importData && (
        <Button size={size} color="cyan" variant="outlined" icon={<UploadOutlined />} onClick={props.onImport}>
          {t('crud.import')}
        </Button>
      )}
      {resource.tree && (
        <Button
          size={size}
          color="default"
          variant="outlined"
          icon={<NodeExpandOutlined />}
          onClick={props.onToggleTree}
        >
          {t('crud.expandCollapse')}
        </Button>
      )}
    </>
  );
}
