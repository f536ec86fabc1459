import { expertUserOptions, organisationOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { api } from '../../../core/http/api';
import { queryKeyOf } from '../../../core/http/query-keys';
import { useT } from '../../../core/i18n';

interface Control<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

/** Organisations whose name holds the text (the server answers 50 at most). */
function useOrganisations(text: string) {
  const name = useDeferredValue(text);
  const query = { orgName: name || undefined };
  return useQuery({
    queryKey: queryKeyOf(organisationOptions, { query }),
    queryFn: async () => (await api(organisationOptions, { query })).data,
    placeholderData: (previous) => previous,
  });
}

/**
 * An organisation by name: one of the list (its id is kept in `idField`) or free text for an
 * outside organisation (the id is cleared as soon as the text is typed).
 */
export function OrgNameInput({
  id,
  value,
  onChange,
  idField,
}: Control<string | null> & { idField: (string | number)[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const organisations = useOrganisations(value ?? '');
  return (
    <AutoComplete
      id={id}
      allowClear
      value={value ?? ''}
      placeholder={t('expert.orgPlaceholder')}
      options={(organisations.data ?? []).map((org) => ({ value: org.orgName, label: org.orgName, key: org.orgId }))}
      onChange={(text) => {
        form.setFieldValue(idField, null);
        onChange?.(text ?? '');
      }}
      onSelect={(text: string) => {
        const chosen = organisations.data?.find((org) => org.orgName === text);
        form.setFieldValue(idField, chosen?.orgId ?? null);
        onChange?.(text);
      }}
    />
  );
}

/** A live user without an expert profile; choosing one fills the name and mobile from the account. */
export function LinkUserSelect({ id, value, onChange }: Control<number | null>) {
  const t = useT();
  const form = Form.useFormInstance();
  const [search, setSearch] = useState('');
  const keyword = useDeferredValue(search);
  const query = { keyword: keyword || undefined };
  const users = useQuery({
    queryKey: queryKeyOf(expertUserOptions, { query }),
    queryFn: async () => (await api(expertUserOptions, { query })).data,
    placeholderData: (previous) => previous,
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      loading={users.isFetching}
      placeholder={t('expert.linkUserHint')}
      options={(users.data ?? []).map((user) => ({
        value: user.userId,
        label: `${user.nickName}（${user.userName}）`,
      }))}
      onChange={(next: number | undefined) => {
        const user = users.data?.find((item) => item.userId === next);
        if (user)
          form.setFieldsValue({ nickName: user.nickName, phonenumber: user.phonenumber, userName: '', password: '' });
        onChange?.(next ?? null);
      }}
    />
  );
}

/** The new account's name or password: not needed (and disabled) once an existing user is linked. */
export function AccountInput({ id, value, onChange, secret }: Control<string> & { secret?: boolean }) {
  const t = useT();
  const linked = Boolean(Form.useWatch('userId'));
  const props = {
    id,
    value: linked ? '' : (value ?? ''),
    disabled: linked,
    placeholder: linked ? t('expert.linkedAccount') : undefined,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
  return secret ? <Input.Password {...props} autoComplete="new-password" /> : <Input {...props} autoComplete="off" />;
}
