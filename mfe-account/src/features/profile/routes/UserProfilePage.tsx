import { Suspense, lazy, type ReactNode } from 'react';
import {
  Box,
  Button,
  Container,
  ErrorState,
  Flex,
  LoadingState,
  PageHeader,
  Stack,
  getErrorStatus,
  isApprovedAdmin,
  useLocation,
  useSession,
  VisuallyHidden,
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
import { ActiveBadge, ProfileDetails, fullName } from '../components/ProfileDetails.tsx';
import { PageState } from '../../../shared/PageState.tsx';
import { TextLink } from '../../../shared/TextLink.tsx';

const PROFILE_NOT_AVAILABLE = 'Profile not available';

/** A profile section's frame: the sections read as separate boxes under the page header. */
function Panel({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="lg" bg="bg" p={{ base: '4', md: '6' }} minWidth="0">
      {children}
    </Box>
  );
}

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

  if (!token)
    return (
      <PageState title={MESSAGES.pleaseLogin} message="Profiles are shown to signed-in users.">
        <TextLink to="/login">Go to Login</TextLink>
      </PageState>
    );
  if (id === null) return <PageState title={PROFILE_NOT_AVAILABLE} />;
  const user = query.data;
  if (!user && query.isError && !query.isFetching) {
    // 404: no such user, or one whose card is not shown to others (a plaintiff's outside their cases, an attorney or
    // law firm not Approved). Nothing a retry would change, and nothing that tells which.
    if (getErrorStatus(query.error.cause) === 404)
      return (
        <PageState
          title={PROFILE_NOT_AVAILABLE}
          message="This user does not exist, or their profile is not shown to other users."
        >
          <TextLink to="/">Go to my profile</TextLink>
        </PageState>
      );
    return (
      <>
        {/* The page keeps its h1 when only the error shows. */}
        <VisuallyHidden as="h1">User profile</VisuallyHidden>
        <ErrorState title={MESSAGES.noData} description={query.error.message}>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </ErrorState>
      </>
    );
  }
  if (!user) return <LoadingState label="Loading the profile" />;

  const owner = currentUserId === user.id;
  const full = isFullUser(user);
  return (
    <Container maxW="4xl" px={{ base: '3', md: '6' }} py={{ base: '5', md: '8' }}>
      <PageHeader
        eyebrow="User profile"
        title={fullName(user)}
        // Funding activity says nothing about the funder's own staff: an administrator's "Inactive" read as a disabled account.
        badge={user.userType === 'Administrator' ? undefined : <ActiveBadge active={user.active} />}
        actions={approvedAdmin ? <EditUserLink userId={user.id} /> : undefined}
      />
      <Stack gap={{ base: '6', md: '8' }}>
        <Panel>
          <Flex
            gap={{ base: '5', md: '8' }}
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'center', md: 'start' }}
          >
            <Box>
              <ProfileAvatar avatar={user.avatar} name={fullName(user)} />
              {(owner || approvedAdmin) && <AvatarEditor userId={user.id} hasAvatar={Boolean(user.avatar)} />}
            </Box>
            <Stack gap="5" flex="1" minWidth="0" alignSelf="stretch">
              <ProfileDetails user={user} />
              {approvedAdmin && full && user.banned && <BannedNotice />}
            </Stack>
          </Flex>
        </Panel>
        {user.userType === 'Attorney' && (
          <Panel>
            <LawFirmsSection lawFirms={user.lawFirms} />
          </Panel>
        )}
        {user.userType === 'LawFirm' && (owner || approvedAdmin) && (
          <Panel>
            <LawFirmMembersSection firmId={user.id} />
          </Panel>
        )}
        {approvedAdmin && (user.userType === 'Attorney' || user.userType === 'LawFirm') && (
          <Panel>
            <Suspense fallback={<LoadingState label="Loading statistics" />}>
              <InsightsSection userId={user.id} />
            </Suspense>
          </Panel>
        )}
        {full && (owner || approvedAdmin) && (
          <Panel>
            <CasesSection contracts={user.associatedContracts} />
          </Panel>
        )}
        {owner && (
          <Panel>
            <ChangePasswordSection />
          </Panel>
        )}
      </Stack>
    </Container>
  );
}
