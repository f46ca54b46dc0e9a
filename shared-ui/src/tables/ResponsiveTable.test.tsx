import { act, atPhoneWidth, renderWithProviders, screen, within } from '../testing/index.ts';
import { ResponsiveTable, type ResponsiveColumn } from './ResponsiveTable.tsx';

interface Loan {
  id: number;
  name: string;
  status: string;
  due: string;
  created: string;
}

const ROWS: Loan[] = [
  { id: 1, name: 'CASE-1', status: 'Check Sent', due: '-$1,234.56', created: '11-02-2026' },
  { id: 2, name: 'CASE-2', status: 'Approved', due: '—', created: '11-03-2026' },
];
const COLUMNS: Array<ResponsiveColumn<Loan>> = [
  { header: 'Case ID', card: 'heading', cell: (row) => <a href={`/c?${row.id}`}>{row.name}</a> },
  { header: 'Date Created', cell: (row) => row.created },
  { header: 'Status', card: 'aside', cell: (row) => <span data-testid="badge">{row.status}</span> },
  { header: 'Amount Due', numeric: true, card: 'key', cell: (row) => row.due },
];

const renderLoans = () =>
  renderWithProviders(<ResponsiveTable label="Loans" rows={ROWS} rowKey={(row) => row.id} columns={COLUMNS} />);

describe('ResponsiveTable', () => {
  it('is a table on a wide screen, figures aligned to the end', () => {
    renderLoans();
    const table = screen.getByRole('table', { name: 'Loans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Case ID', 'Date Created', 'Status', 'Amount Due']);
    expect(within(table).getByRole('columnheader', { name: 'Amount Due' })).toHaveStyle({ textAlign: 'end' });
    expect(within(table).getByText('-$1,234.56').closest('td')).toHaveStyle({ textAlign: 'end' });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('on a phone, is a card per row: its link and badge on top, its facts labelled, the key figure first', () => {
    const viewport = atPhoneWidth();
    try {
      renderLoans();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Loans' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const first = within(cards[0]!);
      expect(first.getByRole('link', { name: 'CASE-1' })).toHaveAttribute('href', '/c?1');
      expect(first.getByTestId('badge')).toHaveTextContent('Check Sent');
      // Labelled facts, the amount due before the date; the heading and the badge are not repeated as facts.
      expect(first.getAllByRole('term').map((t) => t.textContent)).toEqual(['Amount Due', 'Date Created']);
      expect(first.getAllByRole('definition').map((d) => d.textContent)).toEqual(['-$1,234.56', '11-02-2026']);
    } finally {
      viewport.restore();
    }
  });

  it('follows the window across the breakpoint', () => {
    const viewport = atPhoneWidth();
    try {
      renderLoans();
      expect(screen.getByRole('list', { name: 'Loans' })).toBeInTheDocument();
      act(() => viewport.resize(false));
      expect(screen.getByRole('table', { name: 'Loans' })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
