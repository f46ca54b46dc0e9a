import { Field, HStack, Input } from 'shared-ui';
import { USER_NAME_SEARCH_MAX } from '@litfund/domain';
import type { UserFilters } from '../api/get-users.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { USER_STATUS_OPTIONS, USER_TYPE_OPTIONS } from '../user-options.ts';

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
}

/** The filters picked from a list; an empty value shows all. */
const FILTER_SELECTS = [
  { key: 'userType', label: 'User type', placeholder: 'All types', options: USER_TYPE_OPTIONS },
  { key: 'userStatus', label: 'Registered status', placeholder: 'All statuses', options: USER_STATUS_OPTIONS },
] as const;

/** User type, registered status and name search (docs/product.md). */
export function UserFiltersBar({ filters, onChange }: UserFiltersBarProps) {
  return (
    <HStack role="search" gap="4" align="end" wrap="wrap" aria-label="User filters">
      {FILTER_SELECTS.map(({ key, ...select }) => (
        <SelectField
          key={key}
          maxW="56"
          {...select}
          value={filters[key]}
          onChange={(e) => onChange({ [key]: e.currentTarget.value })}
        />
      ))}
      <Field.Root maxW="72">
        <Field.Label>Search by name</Field.Label>
        <Input
          type="search"
          value={filters.name}
          placeholder="At least 3 characters"
          autoComplete="off"
          maxLength={USER_NAME_SEARCH_MAX}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
      </Field.Root>
    </HStack>
  );
}
