import type { ReactNode } from 'react';
import { Container, PageHeader } from 'shared-ui';

/** A contract list's page: its header, then the filters and the table at list width. */
export function ListPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="6xl" px={{ base: '3', md: '6' }} py={{ base: '6', md: '8' }}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </Container>
  );
}
