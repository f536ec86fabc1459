import { PlusOutlined } from '@ant-design/icons';
import { addMenu, editMenu, getMenu, listMenus, type Menu, menuForm, removeMenu } from '@cbo/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, InputNumber } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  type CrudColumn,
  type CrudField,
  type CrudForm,
  CrudTable,
  defineResource,
  type FormSchema,
  type FormTarget,
  resourceKey,
  type TreeOption,
} from '../../../components/crud';
import { IconSelect } from '../../../components/icon-select';
import { menuIcon } from '../../../components/icon-select/menu-icon';
import { useAccess } from '../../../core/access';
import { useAuthStore } from '../../../core/auth/auth-store';
import { ensureSession } from '../../../core/auth/session';
import { api } from '../../../core/http/api';
import { type TranslationKey, useLocale, useT } from '../../../core/i18n';
import { type MenuType, menuFieldNames, withoutHiddenFields } from './menu-fields';
import { MenuTypeRadio } from './menu-type-radio';
import { menuParentOptions } from './parent-options';

const resource = defineResource<Menu>({
  name: 'system/menu',
  entity: 'menu.entity',
  rowKey: 'menuId',
  endpoints: { list: listMenus, get: getMenu, add: addMenu, edit: editMenu, remove: removeMenu },
  permission: 'system:menu',
  actions: ['add', 'edit', 'remove'],
  paged: false,
  tree: { parentKey: 'parentId', expandAll: false },
});

/** The menu's title in the page's language, as the sidebar shows it (the Chinese one without an English one). */
function MenuName({ row }: { row: Menu }) {
  const locale = useLocale();
  return <>{locale === 'en-US' && row.menuNameEn ? row.menuNameEn : row.menuName}</>;
}

const columns: CrudColumn<Menu>[] = [
  {
    key: 'menuName',
    title: 'menu.menuName',
    width: 200,
    ellipsis: true,
    render: (_value, row) => <MenuName row={row} />,
  },
  {
    key: 'icon',
    title: 'menu.iconColumn',
    hideInSearch: true,
    width: 60,
    render: (value) => (value && value !== '#' ? menuIcon(String(value)) : null),
  },
  { key: 'orderNum', title: 'menu.orderColumn', hideInSearch: true, width: 60 },
  { key: 'perms', title: 'menu.permsColumn', hideInSearch: true, width: 150, ellipsis: true },
  { key: 'component', title: 'menu.component', hideInSearch: true, width: 150, ellipsis: true },
  { key: 'status', title: 'menu.statusColumn', dict: 'sys_normal_disable', width: 80 },
  {
    key: 'createTime',
    title: 'field.createTime',
    valueType: 'dateTime',
    hideInSearch: true,
    width: 160,
    defaultHidden: true,
  },
];

type MenuValues = Record<string, unknown>;

/** The shared menu schema, sending only the fields of the chosen type (see withoutHiddenFields). */
const menuSchema: FormSchema<MenuValues> = {
  shape: menuForm.shape,
  safeParse(value) {
    const result = menuForm.safeParse(value);
    return result.success ? { success: true, data: withoutHiddenFields(result.data) } : result;
  },
};

const menusForParents = async () => (await api(listMenus)).data;

/**
 * After any change to the menus (the list is invalidated on add, edit, delete and refresh), the
 * session's menus are read again, so the sidebar shows the change on the next getRouters now.
 */
function useSidebarFollowsMenus() {
  const client = useQueryClient();
  useEffect(() => {
    const [scope] = resourceKey(resource);
    return client.getQueryCache().subscribe((event) => {
      const key = event.query.queryKey;
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (key[0] !== scope || key[1] !== resource.api.list.path) return;
      useAuthStore.setState({ rightsChanged: true });
      ensureSession().catch(() => undefined);
    });
  }, [client]);
}

/**
 * Menus as a tree table (the reference's menu page): directories, menus and buttons, each type
 * with its own form fields; a parent tree under the top level; the icon picker over the sidebar's
 * icon set; delete refused by the server while children or role grants remain.
 */
function MenuPage() {
  const t = useT();
  const canAdd = useAccess().hasPermi('system:menu:add');
  const [type, setType] = useState<MenuType>('M');
  const [parents, setParents] = useState<TreeOption[]>([]);
  // A built-in menu's perms, path and component belong to the catalogue (ADR 0003): shown, not edited.
  const [builtIn, setBuiltIn] = useState(false);
  useSidebarFollowsMenus();

  const form = useMemo<CrudForm<MenuValues>>(() => {
    const load = async (target: FormTarget) => {
      const editedId = target.mode === 'edit' ? Number(target.id) : undefined;
      const [menus, detail] = await Promise.all([
        menusForParents(),
        editedId === undefined ? undefined : api(getMenu, { params: { menuId: editedId } }),
      ]);
      setParents(menuParentOptions(menus, t('menu.root'), editedId));
      setBuiltIn(detail?.data.catalogue ?? false);
      return detail ? { ...detail.data, icon: detail.data.icon === '#' ? '' : detail.data.icon } : {};
    };
    const text = (hint: TranslationKey) => () => <Input placeholder={t(hint)} />;
    const fixed = (hint: TranslationKey) => (mode: 'add' | 'edit') => (
      <Input placeholder={t(hint)} disabled={mode === 'edit' && builtIn} />
    );
    const yesNo = [
      { value: '0', label: t('menu.yes') },
      { value: '1', label: t('menu.no') },
    ];
    const all: CrudField[] = [
      { name: 'parentId', label: 'menu.parentId', type: 'treeSelect', treeData: parents },
      { name: 'menuType', label: 'menu.menuType', render: () => <MenuTypeRadio onType={setType} /> },
      { name: 'icon', label: 'menu.icon', render: () => <IconSelect /> },
      { name: 'menuName', label: 'menu.menuName', half: true },
      { name: 'menuNameEn', label: 'menu.menuNameEn', half: true },
      {
        name: 'orderNum',
        label: 'menu.orderNum',
        half: true,
        render: () => <InputNumber min={0} max={9999} className="cbo-form__number" />,
      },
      { name: 'isFrame', label: 'menu.isFrame', type: 'radio', options: yesNo, half: true },
      { name: 'path', label: 'menu.path', half: true, render: fixed('menu.hint.path') },
      { name: 'component', label: 'menu.component', half: true, render: fixed('menu.hint.component') },
      { name: 'perms', label: 'menu.perms', half: true, render: fixed('menu.hint.perms') },
      { name: 'query', label: 'menu.query', half: true, render: text('menu.hint.query') },
      { name: 'routeName', label: 'menu.routeName', half: true, render: text('menu.hint.routeName') },
      {
        name: 'isCache',
        label: 'menu.isCache',
        type: 'radio',
        half: true,
        options: [
          { value: '0', label: t('menu.cache') },
          { value: '1', label: t('menu.noCache') },
        ],
      },
      { name: 'visible', label: 'menu.visible', type: 'dictRadio', dict: 'sys_show_hide', half: true },
      { name: 'status', label: 'menu.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
    ];
    const shown = new Set(menuFieldNames(type));
    return {
      schema: menuSchema,
      initialValues: { parentId: 0, menuType: 'M', orderNum: 0, isFrame: '1', isCache: '0', visible: '0', status: '0' },
      width: 720,
      load,
      fields: all.filter((field) => shown.has(field.name)),
    };
  }, [parents, type, t, builtIn]);

  return (
    <CrudTable
      resource={resource}
      columns={columns}
      form={form}
      rowActions={(row, context) =>
        canAdd &&
        row.menuType !== 'F' && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => context.openAdd({ parentId: row.menuId, menuType: row.menuType === 'C' ? 'F' : 'C' })}
          >
            {t('menu.addChild')}
          </Button>
        )
      }
    />
  );
}

export { MenuPage as Component };
