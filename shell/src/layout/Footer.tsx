import { Box, ChakraLink, Flex, RouterLink, Text } from 'shared-ui';
import { usePlatform } from '../platform/platform.ts';

export function Footer() {
  const { config } = usePlatform();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" px={{ base: '3', md: '6' }} py="4">
      <Flex as="nav" aria-label="Footer" gap={{ base: '3', md: '6' }} wrap="wrap" align="center">
        <ChakraLink href={`mailto:${config.supportEmail}`}>Contact Us</ChakraLink>
        <RouterLink to="/terms-and-conditions">Terms of Use</RouterLink>
        <RouterLink to="/privacy-policy">Privacy Policy</RouterLink>
        <Text ms="auto" color="fg.muted" fontSize="sm">
          © LitFund
        </Text>
      </Flex>
    </Box>
  );
}
