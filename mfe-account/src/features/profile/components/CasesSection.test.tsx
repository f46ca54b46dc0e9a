import { atPhoneWidth, renderWithProviders, screen, within } from 'shared-ui/testing';
import { CASES_SHOWN_FIRST, CasesSection } from './CasesSection.tsx';

const contract = (id: number) => ({
  id,
  identifier: `LF-2026-${String(id).padStart(6, '0')}`,
  caseId: `GA-DEMO-${String(id).padStart(2, '0')}`,
  status: 'CheckSent',
  createDate: '2026-06-12T14:00:00.000Z',
  amountRequested: 2000,
  amountApproved: null,
});

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('CasesSection', () => {
  it('has no scroll box of its own that would cut a row: the first rows show, and Show all opens the rest', async () => {
    const contracts = Array.from({ length: 12 }, (_, i) => contract(i + 1));
    const { user } = renderWithProviders(<CasesSection contracts={contracts} />);
    const table = screen.getByRole('table', { name: 'Cases' });
    // No fixed height anywhere between the section and the table (28rem cut the last visible row in half).
    for (let box = table.parentElement; box && box.tagName !== 'SECTION'; box = box.parentElement)
      expect(getComputedStyle(box).maxHeight).toMatch(/^(none|)$/);
    expect(dataRows()).toHaveLength(CASES_SHOWN_FIRST);
    await user.click(screen.getByRole('button', { name: 'Show all 12 cases' }));
    expect(dataRows()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(dataRows()).toHaveLength(CASES_SHOWN_FIRST);
  });

  it('offers no Show all when every case shows; dates and case ids stay whole', () => {
    renderWithProviders(<CasesSection contracts={[contract(1)]} />);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
    const [row] = dataRows();
    expect(within(row!).getByText('06-12-2026')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(row!).getByText('GA-DEMO-01')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('tags an additional-funds request under its case id and shows a cancelled case as cancelled', () => {
    renderWithProviders(
      <CasesSection
        contracts={[
          { ...contract(1), cancelledOn: '2026-09-04' },
          { ...contract(2), caseId: 'GA-DEMO-01', parentContractId: 1 },
        ]}
      />,
    );
    const [caseRow, requestRow] = dataRows();
    expect(within(caseRow!).getByText('Cancelled 09-04-2026')).toBeInTheDocument();
    expect(within(caseRow!).queryByText('Additional funds')).not.toBeInTheDocument();
    expect(within(requestRow!).getByText('Additional funds')).toBeInTheDocument();
    expect(within(requestRow!).getByText('Check Sent')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Requested' })).toBeInTheDocument();
  });

  it('shows a card per case on a phone, with the amount in full rather than cut at the edge', () => {
    const viewport = atPhoneWidth();
    try {
      renderWithProviders(<CasesSection contracts={[{ ...contract(1), amountRequested: 1250000 }]} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: 'Cases' })).getByRole('listitem');
      expect(within(card).getByRole('link', { name: 'GA-DEMO-01' })).toHaveAttribute('href', '/contract-page?1');
      expect(within(card).getByText('Requested').nextElementSibling).toHaveTextContent('$1,250,000.00');
      expect(within(card).getByText('06-12-2026')).toBeInTheDocument();
    } finally {
      viewport.restore();
    }
  });
});
