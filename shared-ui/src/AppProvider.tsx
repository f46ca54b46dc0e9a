import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme/system.ts';
import { NotificationBanner } from './NotificationBanner.tsx';

/** Chakra with the lean LitFund system, plus the one notification banner. */
export function AppProvider({ children }: { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <NotificationBanner />
    </ChakraProvider>
  );
}
