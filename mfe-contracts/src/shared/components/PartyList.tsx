import { DateText, RouterLink, Stack, Text } from 'shared-ui';
import { formatDisplayDate } from '@litfund/domain';
import type { ContractParty } from '@litfund/domain';

/** A contract's attorneys or law firms, oldest first; the last one added is the responsible one (docs/product.md). */
export function PartyList({
  title,
  parties,
  emptyText,
}: {
  title?: string;
  parties: ContractParty[];
  emptyText: string;
}) {
  return (
    <Stack gap="1">
      {title ? <Text fontWeight="semibold">{title}</Text> : null}
      {parties.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        parties.map((party) => (
          <Text key={party.id}>
            <RouterLink to={`/user-profile?${party.userId}`}>{party.userName}</RouterLink>
            {party.responsible ? ' (responsible)' : ''}
            {party.date ? (
              <>
                , since <DateText>{formatDisplayDate(party.date)}</DateText>
              </>
            ) : null}
          </Text>
        ))
      )}
    </Stack>
  );
}
