import { lineBreaks, renderWithProviders, screen } from 'shared-ui/testing';
import { ActionPanel } from './ActionPanel.tsx';
import { Money } from './Money.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { DateText, EmailText, IdText } from './Unbroken.tsx';

describe('StatusBadge', () => {
  it('says the status in words, coloured by where the money stands', () => {
    renderWithProviders(
      <>
        <StatusBadge status="WaitingApproval" />
        <StatusBadge status="ClosedNotPaidOff" />
        <StatusBadge status="SomethingNew" />
      </>,
    );
    expect(screen.getByText('Waiting Approval')).toHaveAttribute('data-status', 'WaitingApproval');
    expect(screen.getByText('Closed Not Paid Off')).toBeInTheDocument();
    // an unknown status still reads, in neutral colours
    expect(screen.getByText('Something New')).toBeInTheDocument();
  });

  it('puts the white text of Paid Off on a green dark enough to read (4.5:1)', () => {
    renderWithProviders(<StatusBadge status="PaidOff" />);
    expect(getComputedStyle(screen.getByText('Paid Off')).background).toContain('--chakra-colors-green-700');
  });

  it('shows a cancelled contract as cancelled, with the day, not as its green Check Sent', () => {
    renderWithProviders(<StatusBadge status="CheckSent" cancelledDay="09-04-2026" />);
    const badge = screen.getByText('Cancelled 09-04-2026');
    expect(badge).toHaveAttribute('data-status', 'Cancelled');
    expect(badge).toHaveAttribute('title', 'Check Sent, cancelled on 09-04-2026');
    expect(screen.queryByText('Check Sent')).not.toBeInTheDocument();
  });
});

describe('Money', () => {
  it('shows a dash for an amount that is not there', () => {
    renderWithProviders(<Money>{''}</Money>);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});

describe('DateText, IdText and EmailText', () => {
  it('keep a date and an id on one line (their hyphens would let them break), a dash when empty', () => {
    renderWithProviders(
      <>
        <DateText>06-12-2026</DateText>
        <IdText>LF-2026-000008</IdText>
        <DateText>{''}</DateText>
      </>,
    );
    expect(screen.getByText('06-12-2026')).toHaveStyle({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
    expect(screen.getByText('LF-2026-000008')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('lets an address break after its @ first, its domain kept whole, and reads it whole', () => {
    renderWithProviders(<EmailText>manager@lexpartners.example</EmailText>);
    const address = screen.getByText(
      (_, element) =>
        element?.parentElement?.tagName === 'DIV' && element.textContent === 'manager@lexpartners.example',
    );
    // '|' where a line may break: after the @, and inside the domain only before a dot.
    expect(lineBreaks(address)).toBe('manager@|lexpartners|.example');
    // The domain is one inline block: it goes to the next line whole before it is broken at a dot.
    const domain = address.lastElementChild!;
    expect(domain).toHaveTextContent('lexpartners.example');
    expect(domain).toHaveStyle({ display: 'inline-block' });
  });
});

describe('ActionPanel', () => {
  it('marks a once-only action and shows what was recorded instead of its form once taken', () => {
    const { rerender } = renderWithProviders(
      <ActionPanel title="Amount after reduction" onceOnly>
        <button type="button">Add Reduced Amount</button>
      </ActionPanel>,
    );
    expect(screen.getByRole('region', { name: 'Amount after reduction' })).toHaveTextContent('Once only');
    expect(screen.getByRole('button', { name: 'Add Reduced Amount' })).toBeInTheDocument();
    rerender(
      <ActionPanel title="Amount after reduction" onceOnly done="$5,500.00 recorded">
        <button type="button">Add Reduced Amount</button>
      </ActionPanel>,
    );
    expect(screen.queryByRole('button', { name: 'Add Reduced Amount' })).not.toBeInTheDocument();
    expect(screen.getByText('$5,500.00 recorded')).toBeInTheDocument();
    expect(screen.getByText('Done, once only')).toBeInTheDocument();
  });

  it("shows the last attempt's outcome where the action is, an error as an alert", () => {
    renderWithProviders(
      <ActionPanel title="Add payment" outcome={{ status: 'error', message: 'Amount is required' }}>
        <span />
      </ActionPanel>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Amount is required');
  });
});
