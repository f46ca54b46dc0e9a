import { Suspense, lazy } from 'react';
import { LoadingState, Section, SimpleGrid, Text } from 'shared-ui';
import { CONTRACT_MESSAGES } from '@litfund/domain';
import type { ContractRead } from '@litfund/domain';

// Its own chunk: the panel and its chart load only when an administrator opens a contract.
const InsightsSection = lazy(() => import('shared-ui/insights').then((m) => ({ default: m.InsightsSection })));

interface Party {
  role: string;
  userId: number;
  name: string;
}

/** The client, the responsible attorney and the responsible law firm of a contract, as its statistics panels name them. */
export function partiesOf(contract: ContractRead): { parties: Party[]; missing: string[] } {
  const client = contract.contractClientDTO;
  const attorney = contract.contractAttorneyDTO.find((p) => p.responsible);
  const lawFirm = contract.contractLawFirmDTO.find((p) => p.responsible);
  const parties: Party[] = [
    { role: 'Client', userId: client.userId, name: `${client.user.firstName} ${client.user.lastName}`.trim() },
  ];
  const missing: string[] = [];
  if (attorney) parties.push({ role: 'Attorney', userId: attorney.userId, name: attorney.userName });
  else missing.push(CONTRACT_MESSAGES.noResponsibleAttorney);
  if (lawFirm) parties.push({ role: 'Law Firm', userId: lawFirm.userId, name: lawFirm.userName });
  else missing.push(CONTRACT_MESSAGES.noResponsibleLawFirm);
  return { parties, missing };
}

/** docs/product.md: statistics and ratings of the contract's parties, for Approved administrators. */
export function PartyInsightsSection({ contract }: { contract: ContractRead }) {
  const { parties, missing } = partiesOf(contract);
  return (
    <Section title="Statistics and Ratings">
      <Suspense fallback={<LoadingState label="Loading statistics" />}>
        <SimpleGrid columns={{ base: 1, xl: parties.length }} gap="6">
          {parties.map((party) => (
            <InsightsSection
              key={party.role}
              userId={party.userId}
              title={`${party.role}: ${party.name}`}
              headingLevel="h3"
            />
          ))}
        </SimpleGrid>
      </Suspense>
      {missing.map((text) => (
        <Text key={text} color="fg.muted">
          {text}
        </Text>
      ))}
    </Section>
  );
}
