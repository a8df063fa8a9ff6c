import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLE_LABELS } from '@shared/auth/roles';
import { formatWalletToman } from '@shared/wallet/transactions';
import { ADMIN_MSG } from '@shared/admin/messages';
import { trpc } from '../../trpc';
import { searchSelectStates } from '../../ui/search-select';
import { isolate } from '@shared/text/bidi';
import { joinParts } from '@shared/text/list';

/** Picks a wallet holder (customer or cafe) by username or name; the value is the user id. */
export function HolderSelect(props: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'searchValue'>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const holders = trpc.wallet.admin.searchHolders.useQuery({ q: debounced }, { placeholderData: (previous) => previous });
  const data = (holders.data ?? []).map((h) => ({
    value: h.id,
    label: joinParts(isolate(h.username), `${isolate(h.name)} (${ROLE_LABELS[h.role]})`, formatWalletToman(h.balance)),
  }));
  const states = searchSelectStates(holders, { empty: ADMIN_MSG.noUsers, failed: ADMIN_MSG.userSearchFailed });
  return (
    <Select
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      placeholder="نام کاربری یا نام را بنویسید"
      {...props}
      nothingFoundMessage={states.nothingFoundMessage}
      error={states.error ?? props.error}
    />
  );
}
