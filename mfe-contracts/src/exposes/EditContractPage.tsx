// Placeholder until the feature lands; replaced by features/<name>/routes/EditContractPage.tsx.
import { Heading } from 'shared-ui';

export default function EditContractPage() {
  return <Heading as="h1">EditContractPage</Heading>;
}
