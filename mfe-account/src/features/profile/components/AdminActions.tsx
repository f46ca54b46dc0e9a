import { Button, HStack, Icon, RouterLink, Text } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';

/** A circle with a bar: the banned marker next to the text. */
function BannedIcon() {
  return (
    <Icon boxSize="5" color="red.600" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M5.6 5.6l12.8 12.8" />
      </svg>
    </Icon>
  );
}

/** A banned user shows an icon with 'User is banned from receiving credit' (to Approved administrators). */
export function BannedNotice() {
  return (
    <HStack gap="2" color="red.700" data-testid="banned-notice">
      <BannedIcon />
      <Text fontWeight="semibold">{MESSAGES.banned}</Text>
    </HStack>
  );
}

/** The Edit link to /edit-user?{id} (Approved administrators). */
export function EditUserLink({ userId }: { userId: number }) {
  return (
    <Button asChild variant="outline" colorPalette="blue" size="sm">
      <RouterLink to={`/edit-user?${userId}`} textDecoration="none">
        Edit
      </RouterLink>
    </Button>
  );
}
