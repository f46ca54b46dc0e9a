import { PageCard, Text } from 'shared-ui';

export function AdminPlaceholder() {
  return (
    <PageCard title="Administration">
      <Text>The administration area is coming soon.</Text>
    </PageCard>
  );
}
