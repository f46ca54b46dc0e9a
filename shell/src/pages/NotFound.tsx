import { Button, Center, Heading, RouterLink, Stack, Text, useSession } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { homePath } from '../routes/route-table.ts';

export function NotFound() {
  const { currentUserId, token } = useSession();
  return (
    <Center py="16" px="4">
      <Stack align="center" gap="4" textAlign="center" maxW="lg">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium" letterSpacing="wide">
          Error 404
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {MESSAGES.pageNotFound}
        </Heading>
        <Text color="fg.muted">The address may be mistyped, or the page may have moved.</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={homePath(currentUserId, token)} color="white">
            Go To Homepage
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
