import { Card, Heading, SimpleGrid, Text } from 'shared-ui';
import { AdminPage } from '../../../shared/layout/AdminPage.tsx';
import { ItemLink } from '../../../shared/layout/ItemLink.tsx';

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

/** /admin: the administration tiles, mail delivery among them. */
export function AdminHomePage() {
  return (
    <AdminPage
      title="Administration"
      eyebrow={null}
      back={null}
      width="item"
      description="The portal's users, contracts, rates, state rules and mail, one place each."
    >
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
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
    </AdminPage>
  );
}
