import { Badge, ChakraLink, EmailText, KeyFigure, SimpleGrid } from 'shared-ui';
import { formatDisplayDate, formatZip, websiteHref } from '@litfund/domain';
import { isFullUser, type ProfileUser } from '../api/get-user.ts';

const USER_TYPE_LABELS: Record<string, string> = {
  Attorney: 'Attorney',
  Client: 'Client',
  LawFirm: 'Law Firm',
  Administrator: 'Administrator',
};

export function fullName(user: ProfileUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function addressLine(user: ProfileUser): string {
  const state = user.state?.name || user.state?.key || '';
  if (!isFullUser(user)) return [user.city, state].filter(Boolean).join(', ');
  const stateZip = [state, user.zipCode && formatZip(user.zipCode)].filter(Boolean).join(' ');
  return [user.streetAddress, user.city, stateZip].filter(Boolean).join(', ');
}

/**
 * Whether the user is active, in words beside their name (green active, gray not). Active means funding was sent on
 * one of their cases in the last 180 days (the API's `active`), not that the account works: the hint says so.
 */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      colorPalette={active ? 'green' : 'gray'}
      variant="subtle"
      size="lg"
      title={active ? 'Funding sent in the last 180 days' : 'No funding sent in the last 180 days'}
    >
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Type, contact and activity figures of a profile; the full shape adds email and phone. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const full = isFullUser(user);
  const address = addressLine(user);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5" flex="1" minWidth="0" alignContent="start">
      <KeyFigure label="Type" value={USER_TYPE_LABELS[user.userType] ?? user.userType} />
      <KeyFigure label="Date of first contract" value={formatDisplayDate(user.dateFirstContract) || '—'} />
      {full && <KeyFigure label="Email" value={<EmailText>{user.email}</EmailText>} />}
      {full && <KeyFigure label="Phone" value={user.phoneNumber || '—'} />}
      <KeyFigure label="Address" value={address || '—'} />
      <KeyFigure label="Website" value={<Website value={user.website} />} />
    </SimpleGrid>
  );
}

/** A website saved before the rule (docs/decisions.md, r2-rules) may be no address at all: shown, never linked. */
function Website({ value }: { value: string }) {
  if (!value) return '—';
  const href = websiteHref(value);
  return href ? (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </ChakraLink>
  ) : (
    value
  );
}
