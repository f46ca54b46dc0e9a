import type { ReactNode } from 'react';
import { Box, ChakraLink, Flex, useLocation } from 'shared-ui';
import { ROUTE_TABLE } from '../routes/route-table.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { useBannerBelow } from './use-banner-below.ts';

export function Layout({ children }: { children: ReactNode }) {
  const headerRef = useBannerBelow<HTMLElement>();
  const { pathname } = useLocation();
  const short = ROUTE_TABLE.find((route) => route.path === pathname)?.short === true;
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
      <Header ref={headerRef} />
      {/* At least a screen tall, so the footer starts below the fold and a page growing as its data arrives moves
          nothing the reader sees (CLS, docs/performance.md). A short page (sign in) never grows past the window, so
          there the layout fits the window and the footer sits at its bottom. */}
      <Box as="main" id="main" flex="1" minH={short ? undefined : '100vh'} tabIndex={-1} outline="none">
        {children}
      </Box>
      <Footer />
    </Flex>
  );
}
