// Placeholder until the feature lands; replaced by features/<name>/routes/MyLawFirmContractsPage.tsx.
import { Heading } from 'shared-ui';

export default function MyLawFirmContractsPage() {
  return <Heading as="h1">MyLawFirmContractsPage</Heading>;
}
