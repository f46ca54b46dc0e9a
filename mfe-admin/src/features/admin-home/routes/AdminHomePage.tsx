import { Box, Card, Grid, Heading, SimpleGrid, Stack, Text, useSession, isApprovedAdmin } from 'shared-ui';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';
import { PortfolioDashboard } from '../components/PortfolioDashboard.tsx';
import { WorkQueuePanel } from '../components/WorkQueuePanel.tsx';

export const ADMIN_TILES = [
  { title: 'Users', to: '/users-admin-page', text: 'Approve, reject and find users.' },
  { title: 'Contracts', to: '/all-contracts', text: 'All contracts with filters.' },
  { title: 'Interest Rate Controller', to: '/interest-rates-list', text: 'Interest rates per state.' },
  {
    title: 'State compliance',
    to: '/state-compliance',
    text: "Each state's rules with citations, stricter settings, rate sets that break a rule.",
  },
  { title: 'User Rating Controller', to: '/rating-controller', text: 'Thresholds that turn metrics into stars.' },
  { title: 'Mail delivery', to: '/mail-delivery', text: 'What became of every mail the portal sent.' },
] as const;

/**
 * /admin, where an administrator starts: for Approved administrators the funder's desk (the portfolio and the work
 * queue beside it; first on a phone, as what needs doing today), then the administration tiles, mail delivery among
 * them.
 */
export function AdminHomePage() {
  const approved = useSession(isApprovedAdmin);
  return (
    <AdminPage
      title="Administration"
      eyebrow={null}
      back={null}
      width="wide"
      description="The portfolio, what waits for you, and the portal's users, contracts, rates, state rules and mail."
    >
      {approved ? (
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }}
          templateAreas={{ base: '"queue" "portfolio"', lg: '"portfolio queue"' }}
          gap="6"
          mb="10"
          alignItems="start"
        >
          <Box gridArea="queue">
            <WorkQueuePanel />
          </Box>
          <Box gridArea="portfolio" minWidth="0">
            <PortfolioDashboard />
          </Box>
        </Grid>
      ) : null}
      <Stack gap="3">
        <Heading as="h2" size="md">
          Manage the portal
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {ADMIN_TILES.map((tile) => (
            <Card.Root as="li" key={tile.to} variant="outline" _hover={{ borderColor: 'blue.500' }}>
              <Card.Body gap="2">
                <Heading as="h2" size="md">
                  <ItemLink to={tile.to}>{tile.title}</ItemLink>
                </Heading>
                <Text color="fg.muted">{tile.text}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </AdminPage>
  );
}
