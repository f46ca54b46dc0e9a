import { Badge, Box, ChakraLink, Heading, HStack, Stack, Text } from 'shared-ui';
import { formatDisplayDate, formatZip } from '@litfund/domain';
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

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <HStack as="div" align="baseline" gap="2" wrap="wrap">
      <Text as="dt" fontWeight="semibold" minWidth="11rem">
        {label}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </HStack>
  );
}

/** Name, type, activity and contact figures of a profile; the full shape adds address, phone and email. */
export function ProfileDetails({ user }: { user: ProfileUser }) {
  const full = isFullUser(user);
  const address = addressLine(user);
  return (
    <Stack gap="3" flex="1" minWidth="0">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">
          {fullName(user)}
        </Heading>
        <Badge colorPalette={user.active ? 'green' : 'gray'} variant="outline">
          {user.active ? 'Active' : 'Inactive'}
        </Badge>
      </HStack>
      <Stack as="dl" gap="2">
        <Row label="Type">{USER_TYPE_LABELS[user.userType] ?? user.userType}</Row>
        {full && <Row label="Email">{user.email}</Row>}
        <Row label="Address">{address || '—'}</Row>
        {full && <Row label="Phone">{user.phoneNumber || '—'}</Row>}
        <Row label="Website">
          {user.website ? (
            <ChakraLink href={websiteHref(user.website)} target="_blank" rel="noopener noreferrer">
              {user.website}
            </ChakraLink>
          ) : (
            '—'
          )}
        </Row>
        <Row label="Date of first contract">{formatDisplayDate(user.dateFirstContract) || '—'}</Row>
      </Stack>
    </Stack>
  );
}
