// Placeholder until the feature lands; replaced by features/<name>/routes/RequestFundsPage.tsx.
import { Heading } from 'shared-ui';

export default function RequestFundsPage() {
  return <Heading as="h1">RequestFundsPage</Heading>;
}
