import { organisationOptions } from '@cbo/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { api } from '../../core/http/api';
import { queryKeyOf } from '../../core/http/query-keys';

interface Option {
  orgId: number;
  orgName: string;
}

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

/** Picks an organisation by typing part of its name (the server answers 50 at most). */
export function OrganisationSelect({ id, value, onChange, placeholder }: Props) {
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search);
  const query = { orgName: name || undefined, orgId: value || undefined };
  const options = useQuery({
    queryKey: queryKeyOf(organisationOptions, { query }),
    queryFn: async (): Promise<Option[]> => (await api(organisationOptions, { query })).data,
    placeholderData: (previous) => previous,
  });
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      loading={options.isFetching}
      placeholder={placeholder}
      options={(options.data ?? []).map((option) => ({ value: option.orgId, label: option.orgName }))}
    />
  );
}
