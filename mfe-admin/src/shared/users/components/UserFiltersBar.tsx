import { Field, HStack, Input, NativeSelect } from 'shared-ui';
import { USER_STATUSES, USER_TYPES, type UserStatus, type UserType } from '@litfund/domain';
import type { UserFilters } from '../api/get-users.ts';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  Attorney: 'Attorney',
  Client: 'Client',
  LawFirm: 'Law Firm',
  Administrator: 'Administrator',
};

interface UserFiltersBarProps {
  filters: UserFilters;
  onChange: (change: Partial<UserFilters>) => void;
}

/** User type, registered status and name search (docs/product.md). */
export function UserFiltersBar({ filters, onChange }: UserFiltersBarProps) {
  return (
    <HStack role="search" gap="4" align="end" wrap="wrap" aria-label="User filters">
      <Field.Root maxW="56">
        <Field.Label>User type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.userType}
            onChange={(e) => onChange({ userType: e.currentTarget.value as UserType | '' })}
          >
            <option value="">All types</option>
            {USER_TYPES.map((type) => (
              <option key={type} value={type}>
                {USER_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root maxW="56">
        <Field.Label>Registered status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={filters.userStatus}
            onChange={(e) => onChange({ userStatus: e.currentTarget.value as UserStatus | '' })}
          >
            <option value="">All statuses</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
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
