import type { ReactNode } from 'react';
import { BackLink, Container, PageHeader, type PageHeaderProps } from 'shared-ui';

interface AdminPageProps extends Omit<PageHeaderProps, 'back' | 'eyebrow'> {
  /** "Administration" unless said otherwise (the administration page itself has none). */
  eyebrow?: string | null;
  /** Where the page belongs: a link back there ("Back to Administration" unless said otherwise). */
  back?: { to: string; label: string } | null;
  /** Lists take the wide container, a table of many columns a wider one, one item's pages the narrower one. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

const WIDTHS = { list: '6xl', wide: '7xl', item: '4xl' } as const;

export const BACK_TO_ADMINISTRATION = { to: '/admin', label: 'Back to Administration' };

/** An administration page: the guide's container and page header, with "Administration" as its eyebrow. */
export function AdminPage({
  back = BACK_TO_ADMINISTRATION,
  eyebrow = 'Administration',
  width = 'list',
  children,
  ...header
}: AdminPageProps) {
  return (
    <Container maxW={WIDTHS[width]} px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <PageHeader
        eyebrow={eyebrow ?? undefined}
        back={back ? <BackLink to={back.to}>{back.label}</BackLink> : undefined}
        {...header}
      />
      {children}
    </Container>
  );
}
