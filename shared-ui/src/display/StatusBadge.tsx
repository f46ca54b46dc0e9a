import { Badge } from '@chakra-ui/react';
import { statusLabel, type ContractStatus } from '@litfund/domain';

/**
 * A contract status's colour says where the money stands: orange waits on someone, blue is agreed but not yet paid
 * out, green has money out or back, red ended badly, gray ended without a claim (a lost case owes nothing).
 */
const PALETTE: Record<ContractStatus, { palette: string; variant: 'subtle' | 'solid' | 'outline' }> = {
  WaitingApproval: { palette: 'orange', variant: 'subtle' },
  SignedPreApproval: { palette: 'orange', variant: 'subtle' },
  AwaitingFeedback: { palette: 'orange', variant: 'subtle' },
  Approved: { palette: 'blue', variant: 'subtle' },
  ContractSigned: { palette: 'blue', variant: 'subtle' },
  CheckSent: { palette: 'green', variant: 'subtle' },
  CheckCashed: { palette: 'green', variant: 'subtle' },
  PaidOff: { palette: 'green', variant: 'solid' },
  Declined: { palette: 'red', variant: 'outline' },
  ClosedNotPaidOff: { palette: 'red', variant: 'subtle' },
  ClosedCaseLost: { palette: 'gray', variant: 'subtle' },
};

/**
 * A cancelled contract keeps its status (it is repaid and closed as usual) but no longer reads as money out: purple,
 * a colour no status uses, with the day it was cancelled.
 */
const CANCELLED = { palette: 'purple', variant: 'outline' as const };

/**
 * A contract's status as a coloured badge with its words ('CheckSent' -> "Check Sent"); a contract cancelled inside
 * its window shows "Cancelled" and the day instead, whatever its status.
 */
export function StatusBadge({
  status,
  cancelledDay,
  size = 'md',
}: {
  status: string;
  /**
   * The day it was cancelled as the screens show days (`formatDisplayDate`), when it was. Formatted by the caller:
   * the date library stays out of shared-ui, which every page loads first (docs/performance.md).
   */
  cancelledDay?: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (cancelledDay) {
    const day = cancelledDay;
    return (
      <Badge
        colorPalette={CANCELLED.palette}
        variant={CANCELLED.variant}
        size={size}
        whiteSpace="nowrap"
        data-status="Cancelled"
        title={`${statusLabel(status)}, cancelled on ${day}`}
      >
        Cancelled {day}
      </Badge>
    );
  }
  const look = PALETTE[status as ContractStatus] ?? { palette: 'gray', variant: 'outline' as const };
  return (
    <Badge
      colorPalette={look.palette}
      variant={look.variant}
      size={size}
      // The theme's solid green under white text is 3.3:1; one shade darker reads at 5:1 (WCAG AA).
      bg={look.variant === 'solid' ? `${look.palette}.700` : undefined}
      whiteSpace="nowrap"
      data-status={status}
    >
      {statusLabel(status)}
    </Badge>
  );
}
