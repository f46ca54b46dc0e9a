import type { ReactNode } from 'react';
import { Box, ChakraLink, Flex } from 'shared-ui';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <ChakraLink
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'skipNav', bg: 'bg', p: '2', rounded: 'md' }}
      >
        Skip to content
      </ChakraLink>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
