import { Badge } from 'shared-ui';

/** The contract palette for users: orange waits on an administrator, green is let in, red is refused. */
const PALETTE: Record<string, string> = { New: 'orange', Approved: 'green', Rejected: 'red', Denied: 'red' };

/** A user's registration status as a coloured badge that always carries its word. */
export function UserStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" whiteSpace="nowrap" data-status={status}>
      {status}
    </Badge>
  );
}
