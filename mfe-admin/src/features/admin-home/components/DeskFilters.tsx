import { useState, type FormEvent } from 'react';
import { Box, Button, DateField, HStack } from 'shared-ui';
import { CONTRACT_TYPES, contractTypeLabel, dashboardQueryOf } from '@litfund/domain';
import type { DashboardFilterForm, DashboardQuery } from '@litfund/domain';
import { SelectField } from '../../../shared/forms/SelectField.tsx';

const TYPE_OPTIONS = CONTRACT_TYPES.map((type) => ({ value: type, label: contractTypeLabel(type) }));
const EMPTY: DashboardFilterForm = { from: '', to: '', contractType: '' };

/**
 * The dashboard's filter: cases first funded between two days (either may stay empty) and a contract type. The type
 * applies at once; typed days when applied, each refused with its message when it cannot be read.
 */
export function DeskFilters({ onChange }: { onChange: (query: DashboardQuery) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const apply = (next: DashboardFilterForm) => {
    const read = dashboardQueryOf(next);
    setErrors(read.errors ?? {});
    if (!read.errors) onChange(read.query);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  return (
    <HStack as="form" role="search" aria-label="Dashboard filters" gap="3" align="start" wrap="wrap" onSubmit={submit}>
      <Box width="40">
        <DateField
          label="Funded from"
          value={form.from}
          error={errors.from}
          onChange={(e) => setForm({ ...form, from: e.currentTarget.value })}
        />
      </Box>
      <Box width="40">
        <DateField
          label="Funded to"
          value={form.to}
          error={errors.to}
          onChange={(e) => setForm({ ...form, to: e.currentTarget.value })}
        />
      </Box>
      <Box width="48">
        <SelectField
          label="Contract type"
          placeholder="Both types"
          options={TYPE_OPTIONS}
          value={form.contractType}
          onChange={(e) => {
            const next = { ...form, contractType: e.currentTarget.value };
            setForm(next);
            apply(next);
          }}
        />
      </Box>
      <Button type="submit" variant="outline" mt={{ base: '0', sm: '6' }}>
        Apply
      </Button>
    </HStack>
  );
}
