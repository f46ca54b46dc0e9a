import { Suspense, lazy } from 'react';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Flex,
  HStack,
  LoadingState,
  PageCard,
  Stack,
  isApprovedAdmin,
  useLocation,
  useSession,
} from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { isFullUser, useUser } from '../api/get-user.ts';
import { parseRouteId } from '@litfund/domain';
import { BannedNotice, EditUserLink } from '../components/AdminActions.tsx';
import { AvatarEditor } from '../components/AvatarEditor.tsx';
import { CasesSection } from '../components/CasesSection.tsx';
import { ChangePasswordSection } from '../components/ChangePasswordSection.tsx';
import { LawFirmMembersSection } from '../components/LawFirmMembersSection.tsx';
import { LawFirmsSection } from '../components/LawFirmsSection.tsx';
import { ProfileAvatar } from '../components/ProfileAvatar.tsx';
import { ProfileDetails, fullName } from '../components/ProfileDetails.tsx';

const InsightsSection = lazy(() => import('shared-ui/insights').then((m) => ({ default: m.InsightsSection })));

/**
 * /user-profile?{id} (also ?id=; without one, the signed-in user's own profile). The owner and Approved
 * administrators edit the avatar; Approved administrators also get the Edit link and the banned marker; the Cases
 * table shows to them and the owner (only the full shape carries it). A law firm's own account and Approved
 * administrators see its members and decide on claims of membership.
 */
export function UserProfilePage() {
  const token = useSession((s) => s.token);
  const currentUserId = useSession((s) => s.currentUserId);
  const approvedAdmin = useSession(isApprovedAdmin);
  const { search } = useLocation();
  const id = token ? (parseRouteId(search) ?? currentUserId) : null;
  const query = useUser(id);

  if (!token) return <EmptyState title={MESSAGES.pleaseLogin} />;
  if (id === null) return <ErrorState title={MESSAGES.noData} />;
  const user = query.data;
  if (!user && query.isError && !query.isFetching) {
    return (
      <ErrorState title={MESSAGES.noData} description={query.error.message}>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </ErrorState>
    );
  }
  if (!user) return <LoadingState label="Loading the profile" />;

  const owner = currentUserId === user.id;
  const full = isFullUser(user);
  return (
    <Stack gap="0">
      <PageCard maxW="5xl">
        <Flex gap="8" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'start' }}>
          <Box>
            <ProfileAvatar avatar={user.avatar} name={fullName(user)} />
            {(owner || approvedAdmin) && <AvatarEditor userId={user.id} hasAvatar={Boolean(user.avatar)} />}
          </Box>
          <Stack gap="4" flex="1" minWidth="0">
            <ProfileDetails user={user} />
            {approvedAdmin && (
              <HStack gap="6" wrap="wrap">
                <EditUserLink userId={user.id} />
                {full && user.banned && <BannedNotice />}
              </HStack>
            )}
          </Stack>
        </Flex>
      </PageCard>
      {user.userType === 'Attorney' && (
        <PageCard maxW="5xl">
          <LawFirmsSection lawFirms={user.lawFirms} />
        </PageCard>
      )}
      {user.userType === 'LawFirm' && (owner || approvedAdmin) && (
        <PageCard maxW="5xl">
          <LawFirmMembersSection firmId={user.id} />
        </PageCard>
      )}
      {approvedAdmin && (user.userType === 'Attorney' || user.userType === 'LawFirm') && (
        <PageCard maxW="5xl">
          <Suspense fallback={<LoadingState label="Loading statistics" />}>
            <InsightsSection userId={user.id} />
          </Suspense>
        </PageCard>
      )}
      {full && (owner || approvedAdmin) && (
        <PageCard maxW="5xl">
          <CasesSection contracts={user.associatedContracts} />
        </PageCard>
      )}
      {owner && (
        <PageCard maxW="5xl">
          <ChangePasswordSection />
        </PageCard>
      )}
    </Stack>
  );
}
