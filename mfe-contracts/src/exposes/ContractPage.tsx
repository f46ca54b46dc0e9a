// Placeholder until the feature lands; replaced by features/<name>/routes/ContractPage.tsx.
import { Heading } from 'shared-ui';

export default function ContractPage() {
  return <Heading as="h1">ContractPage</Heading>;
}
