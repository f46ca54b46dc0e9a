// Placeholder until the feature lands; replaced by features/<name>/routes/ContractHistoryPage.tsx.
import { Heading } from 'shared-ui';

export default function ContractHistoryPage() {
  return <Heading as="h1">ContractHistoryPage</Heading>;
}
