import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { http } from '../../core/http/http-client';

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
  const options = useQuery({
    queryKey: ['comp/organisation/optionselect', name, value ?? null],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (name) params.set('orgName', name);
      if (value) params.set('orgId', String(value));
      return (await http.get<{ data: Option[] }>(`/comp/organisation/optionselect?${params}`)).data;
    },
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
