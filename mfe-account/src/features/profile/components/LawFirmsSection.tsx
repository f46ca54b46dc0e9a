import { Badge, Box, EmptyState, HStack, Heading, Stack, Text } from 'shared-ui';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, formatDisplayDate, type LawFirmLink } from '@litfund/domain';
import { TextLink } from '../../../shared/TextLink.tsx';

export const NO_FIRMS = 'Firms not found';

interface LawFirmsSectionProps {
  lawFirms: LawFirmLink[];
}

/** An attorney's law-firm history (Attorneys also see their law firms); a claim says it awaits confirmation. */
export function LawFirmsSection({ lawFirms }: LawFirmsSectionProps) {
  return (
    <Box as="section" aria-labelledby="profile-law-firms">
      <Heading as="h2" size="md" id="profile-law-firms" mb="3">
        Law firms
      </Heading>
      {lawFirms.length === 0 ? (
        <EmptyState title={NO_FIRMS} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {lawFirms.map((firm) => (
            <Box as="li" key={firm.id}>
              <HStack gap="2" wrap="wrap">
                <TextLink fontWeight="semibold" to={`/user-profile?${firm.lawFirmUserId}`}>
                  {firm.lawFirmName || firm.firstName}
                </TextLink>
                {/* Claims show to their user and admins only (the public card leaves them out). */}
                {firm.state === 'pending' && (
                  <Badge colorPalette="orange" variant="subtle">
                    {M.awaitingConfirmation}
                  </Badge>
                )}
                {firm.state === 'declined' && (
                  <Badge colorPalette="red" variant="outline">
                    {M.declined}
                  </Badge>
                )}
              </HStack>
              <Text textStyle="sm" color="fg.muted">
                {formatDisplayDate(firm.startDate) || '—'} to{' '}
                {firm.present ? 'present' : formatDisplayDate(firm.endDate) || '—'}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
