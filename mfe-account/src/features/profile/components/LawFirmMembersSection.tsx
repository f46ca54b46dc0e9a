import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  Heading,
  LoadingState,
  SimpleDialog,
  Stack,
  Text,
  useNotification,
} from 'shared-ui';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, formatDisplayDate, type LawFirmMember } from '@litfund/domain';
import { useDecideMembership, useLawFirmMembers, type MembershipDecision } from '../api/law-firm-members.ts';
import { TextLink } from '../../../shared/TextLink.tsx';

const DONE: Record<MembershipDecision, string> = { confirm: M.confirmed, decline: M.declinedDone, end: M.ended };

const nameOf = (m: LawFirmMember) => `${m.firstName} ${m.lastName}`.trim();

const period = (m: LawFirmMember) =>
  `${formatDisplayDate(m.startDate) || '—'} to ${m.present ? 'present' : formatDisplayDate(m.endDate) || '—'}`;

/**
 * A law firm's members, for the firm's own account and Approved admins: claims first, plainly awaiting confirmation,
 * with Confirm and Decline; present members with End membership. Only a confirmed membership opens the firm's
 * contracts to its member.
 */
export function LawFirmMembersSection({ firmId }: { firmId: number }) {
  const notify = useNotification((s) => s.notify);
  const query = useLawFirmMembers(firmId);
  const members = query.data ?? null;
  const decision = useDecideMembership(firmId);
  const busy = decision.isPending ? decision.variables.linkId : null;
  const decide = (member: LawFirmMember, choice: MembershipDecision) =>
    decision.mutate({ linkId: member.id, decision: choice }, { onSuccess: () => notify(DONE[choice], 'success') });
  // Ending a membership closes the firm's contracts to the member at once and cannot be undone: asked first.
  const [ending, setEnding] = useState<LawFirmMember | null>(null);
  const error = members === null && query.isError && !query.isFetching ? query.error.message : null;

  return (
    <Box as="section" aria-labelledby="profile-law-firm-members">
      <Heading as="h2" size="md" id="profile-law-firm-members" mb="3">
        Members
      </Heading>
      {error !== null ? (
        <ErrorState title={error}>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </ErrorState>
      ) : members === null ? (
        <LoadingState label="Loading the members" />
      ) : members.length === 0 ? (
        <EmptyState title={M.noMembers} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {members.map((m) => {
            const name = nameOf(m);
            return (
              <HStack
                as="li"
                key={m.id}
                justify="space-between"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                wrap="wrap"
                gap="2"
                aria-label={name}
              >
                <Box minWidth="0">
                  <HStack gap="2" wrap="wrap">
                    <TextLink fontWeight="semibold" to={`/user-profile?${m.userId}`}>
                      {name}
                    </TextLink>
                    <Text as="span" textStyle="sm" color="fg.muted">
                      {m.userType}
                    </Text>
                    {m.state === 'pending' && (
                      <Badge colorPalette="orange" variant="subtle">
                        {M.awaitingConfirmation}
                      </Badge>
                    )}
                  </HStack>
                  <Text textStyle="sm" color="fg.muted" wordBreak="break-all">
                    {m.email}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {period(m)}
                  </Text>
                </Box>
                {m.state === 'pending' ? (
                  <HStack gap="2">
                    <Button
                      size="xs"
                      colorPalette="blue"
                      loading={busy === m.id}
                      aria-label={`Confirm ${name}`}
                      onClick={() => decide(m, 'confirm')}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy === m.id}
                      aria-label={`Decline ${name}`}
                      onClick={() => decide(m, 'decline')}
                    >
                      Decline
                    </Button>
                  </HStack>
                ) : m.present ? (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    loading={busy === m.id}
                    aria-label={`End membership of ${name}`}
                    onClick={() => setEnding(m)}
                  >
                    End membership
                  </Button>
                ) : null}
              </HStack>
            );
          })}
        </Stack>
      )}
      {ending && (
        <SimpleDialog
          title={`End the membership of ${nameOf(ending)}?`}
          description={M.endConsequence}
          confirmLabel="End membership"
          busy={busy === ending.id}
          onClose={() => setEnding(null)}
          onConfirm={() => {
            const member = ending;
            decision.mutate(
              { linkId: member.id, decision: 'end' },
              {
                onSuccess: () => {
                  notify(DONE.end, 'success');
                  setEnding(null);
                },
                onError: () => setEnding(null),
              },
            );
          }}
        />
      )}
    </Box>
  );
}
