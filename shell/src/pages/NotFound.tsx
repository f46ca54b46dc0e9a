import { Button, Center, Heading, RouterLink, Stack, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { homePath } from '../routes/route-table.ts';

export function NotFound() {
  const { currentUserId, token } = useSession();
  return (
    <Center py="16" px="4">
      <Stack align="center" gap="5" textAlign="center">
        <Heading as="h1" size="2xl">
          {MESSAGES.pageNotFound}
        </Heading>
        <Button asChild colorPalette="blue">
          <RouterLink to={homePath(currentUserId, token)} color="white">
            Go To Homepage
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
