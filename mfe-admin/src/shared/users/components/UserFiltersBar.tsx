import { Field, HStack, Input } from 'shared-ui';
import type { UserStatus, UserType } from '@litfund/domain';
import type { UserFilters } from '../api/get-users.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { USER_STATUS_OPTIONS, USER_TYPE_OPTIONS } from '../user-options.ts';

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
}

/** User type, registered status and name search (docs/product.md). */
export function UserFiltersBar({ filters, onChange }: UserFiltersBarProps) {
  return (
    <HStack role="search" gap="4" align="end" wrap="wrap" aria-label="User filters">
      <SelectField
        label="User type"
        maxW="56"
        placeholder="All types"
        options={USER_TYPE_OPTIONS}
        value={filters.userType}
        onChange={(e) => onChange({ userType: e.currentTarget.value as UserType | '' })}
      />
      <SelectField
        label="Registered status"
        maxW="56"
        placeholder="All statuses"
        options={USER_STATUS_OPTIONS}
        value={filters.userStatus}
        onChange={(e) => onChange({ userStatus: e.currentTarget.value as UserStatus | '' })}
      />
      <Field.Root maxW="72">
        <Field.Label>Search by name</Field.Label>
        <Input
          type="search"
          value={filters.name}
          placeholder="At least 3 characters"
          autoComplete="off"
          onChange={(e) => onChange({ name: e.currentTarget.value })}
        />
      </Field.Root>
    </HStack>
  );
}
