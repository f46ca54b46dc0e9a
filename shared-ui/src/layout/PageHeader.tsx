import type { ReactNode } from 'react';
import { Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageHeaderProps {
  title: ReactNode;
  /** A short line above the title: what the page belongs to (a contract number, "Administration"). */
  eyebrow?: ReactNode;
  /** Beside the title: a status badge. */
  badge?: ReactNode;
  /** Under the title: one sentence of context. */
  description?: ReactNode;
  /** Right of the title on wide screens, under it on phones: the page's main actions. */
  actions?: ReactNode;
  /** Above everything: a way back ("Back to the contract"). */
  back?: ReactNode;
}

/** Every page opens the same way: way back, eyebrow, h1 with its badge, a line of context, the main actions. */
export function PageHeader({ title, eyebrow, badge, description, actions, back }: PageHeaderProps) {
  return (
    <Stack gap="3" mb={{ base: '5', md: '6' }}>
      {back}
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'flex-end' }}>
        <Stack gap="1" minWidth="0">
          {eyebrow ? (
            <Text fontSize="sm" color="fg.muted" fontWeight="medium" letterSpacing="wide">
              {eyebrow}
            </Text>
          ) : null}
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              {title}
            </Heading>
            {badge}
          </HStack>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap" flexShrink={0}>
            {actions}
          </HStack>
        ) : null}
      </Flex>
    </Stack>
  );
}
