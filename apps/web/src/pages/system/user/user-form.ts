import { addUserBody, type EndpointAnswer, getUser, getUserForm, userForm } from '@cbo/contracts';
import { createElement, useMemo, useState } from 'react';
import { OrganisationSelect } from '../../../components/comp/organisation-select';
import type { CrudForm, FieldOption, FormTarget } from '../../../components/crud';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { deptOptions, useDeptTree } from './dept-tree-panel';
import { GeneratedPasswordInput } from './generated-password-input';
import { randomPassword } from './random-password';

type UserDetail = EndpointAnswer<typeof getUser>;
type UserValues = Record<string, unknown>;

/** A disabled role or post is shown but cannot be chosen. */
const option = (label: string, value: number, status: string): FieldOption => ({
  label,
  value,
  disabled: status === '1',
});

function optionsOf(detail: UserDetail) {
  return {
    roles: detail.roles.map((role) => option(role.roleName, role.roleId, role.status)),
    posts: detail.posts.map((post) => option(post.postName, post.postId, post.status)),
  };
}

/**
 * The add/edit form of a user: roles and posts offered by the detail call (the roles in the
 * caller's scope), the department from the scoped tree; a new user starts in the department
 * chosen beside the list, with a random password made in the browser (no shared initial password).
 */
export function useUserForm(deptId: number | undefined): CrudForm<UserValues> {
  const deptTree = useDeptTree();
  const t = useT();
  const selectOrganisation = t('crud.placeholder.select', { label: t('user.orgId') });
  const inputPassword = t('crud.placeholder.input', { label: t('user.password') });
  const [choices, setChoices] = useState<{ roles: FieldOption[]; posts: FieldOption[] }>({ roles: [], posts: [] });

  return useMemo<CrudForm<UserValues>>(() => {
    const load = async (target: FormTarget) => {
      if (target.mode === 'add') {
        const detail = await api(getUserForm);
        setChoices(optionsOf(detail));
        return { deptId, password: randomPassword() };
      }
      const detail = await api(getUser, { params: { userId: target.id } });
      setChoices(optionsOf(detail));
      return { ...detail.data, postIds: detail.postIds ?? [], roleIds: detail.roleIds ?? [] };
    };
    return {
      schema: addUserBody,
      editSchema: userForm,
      initialValues: { sex: '0', status: '0', postIds: [], roleIds: [] },
      width: 720,
      load,
      fields: [
        { name: 'nickName', label: 'user.nickName', half: true },
        {
          name: 'deptId',
          label: 'user.deptId',
          type: 'treeSelect',
          treeData: deptOptions(deptTree.data ?? []),
          half: true,
        },
        { name: 'phonenumber', label: 'user.phonenumber', half: true },
        { name: 'email', label: 'user.email', half: true },
        { name: 'userName', label: 'user.userName', only: 'add', half: true },
        {
          name: 'password',
          label: 'user.password',
          only: 'add',
          half: true,
          render: () => createElement(GeneratedPasswordInput, { placeholder: inputPassword }),
        },
        { name: 'sex', label: 'user.sex', type: 'dictSelect', dict: 'sys_user_sex', half: true },
        { name: 'status', label: 'user.status', type: 'dictRadio', dict: 'sys_normal_disable', half: true },
        { name: 'postIds', label: 'user.postIds', type: 'select', multiple: true, options: choices.posts, half: true },
        { name: 'roleIds', label: 'user.roleIds', type: 'select', multiple: true, options: choices.roles, half: true },
        {
          name: 'orgId',
          label: 'user.orgId',
          render: () => createElement(OrganisationSelect, { placeholder: selectOrganisation }),
        },
        { name: 'remark', label: 'field.remark', type: 'textarea' },
      ],
    };
  }, [deptTree.data, choices, deptId, selectOrganisation, inputPassword]);
}
