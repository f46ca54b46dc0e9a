// Placeholder until the feature lands; replaced by features/<name>/routes/AllContractsPage.tsx.
import { Heading } from 'shared-ui';

export default function AllContractsPage() {
  return <Heading as="h1">AllContractsPage</Heading>;
}
