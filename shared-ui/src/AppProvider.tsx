import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from './theme/system.ts';
import { NotificationBanner } from './NotificationBanner.tsx';
import { queryClient } from './query/query-client.ts';

/** Chakra with the lean LitFund system, the page's one query client, and the one notification banner. */
export function AppProvider({ children, client = queryClient }: { children?: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ChakraProvider value={system}>
        {children}
        <NotificationBanner />
      </ChakraProvider>
    </QueryClientProvider>
  );
}
