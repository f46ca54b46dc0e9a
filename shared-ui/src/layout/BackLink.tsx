import type { ReactNode } from 'react';
import { RouterLink } from '../router.tsx';

/** "← Back to the contract": a link that looks like one (colour, underline on hover), above the page title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} color="blue.700" fontSize="sm" fontWeight="medium" alignSelf="flex-start">
      <span aria-hidden="true">←</span> {children}
    </RouterLink>
  );
}
