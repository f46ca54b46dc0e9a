import { Heading, Money, Stack } from 'shared-ui';
import { ResponsiveTable, type ResponsiveColumn } from 'shared-ui/tables';
import { formatUsd } from '@litfund/domain';
import type { DashboardGroup } from '@litfund/domain';

const money = (dollars: number) => <Money>{formatUsd(Math.round(dollars * 100))}</Money>;

/** A breakdown of the portfolio (by status, state, attorney, law firm) as a table. */
export function GroupTable({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: readonly DashboardGroup[];
}) {
  const columns: ReadonlyArray<ResponsiveColumn<DashboardGroup>> = [
    { header: heading, cell: (g) => g.label || '—', card: 'heading' },
    { header: 'Cases', cell: (g) => g.cases.toLocaleString('en-US'), numeric: true },
    { header: 'Funded', cell: (g) => money(g.funded), numeric: true, card: 'key' },
    { header: 'Collected', cell: (g) => money(g.collected), numeric: true },
    { header: 'Open principal', cell: (g) => money(g.openPrincipal), numeric: true },
    { header: 'Total due', cell: (g) => money(g.totalDue), numeric: true },
  ];
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {label}
      </Heading>
      <ResponsiveTable label={label} rows={rows} rowKey={(g) => g.key} columns={columns} fitRows />
    </Stack>
  );
}
