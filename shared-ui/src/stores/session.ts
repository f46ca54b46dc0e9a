import { create } from 'zustand';
import { USER_TYPES, type LoginResponse, type UserType } from '@litfund/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

export const SESSION_COOKIES = [
  'token',
  'currentUserId',
  'currentUserRole',
  'currentUserStatus',
  'currentUserName',
] as const;

export interface SessionValues {
  token: string | null;
  currentUserId: number | null;
  currentUserRole: UserType | null;
  currentUserStatus: string | null;
  currentUserName: string | null;
}

export interface SessionState extends SessionValues {
  signIn: (response: LoginResponse) => void;
  signOut: () => void;
  /** Re-reads the cookies (another tab may have signed in or out). */
  refresh: () => void;
}

function readSession(): SessionValues {
  const token = readCookie('token');
  const id = Number(readCookie('currentUserId'));
  const role = readCookie('currentUserRole');
  return {
    token: token || null,
    currentUserId: Number.isInteger(id) && id > 0 ? id : null,
    currentUserRole: (USER_TYPES as readonly string[]).includes(role ?? '') ? (role as UserType) : null,
    currentUserStatus: readCookie('currentUserStatus'),
    currentUserName: readCookie('currentUserName'),
  };
}

const signedOut: SessionValues = {
  token: null,
  currentUserId: null,
  currentUserRole: null,
  currentUserStatus: null,
  currentUserName: null,
};

/** The cookie session (docs/product.md). A singleton: shared-ui is a federation singleton. */
export const useSession = create<SessionState>()((set) => ({
  ...readSession(),
  signIn: (response) => {
    const values: SessionValues = {
      token: response.accessToken,
      currentUserId: response.userId,
      currentUserRole: response.role,
      currentUserStatus: response.userStatus.userStatusesValue,
      currentUserName: `${response.userFirtsName} ${response.userLastName}`.trim(),
    };
    for (const name of SESSION_COOKIES) writeCookie(name, String(values[name] ?? ''));
    set(values);
  },
  signOut: () => {
    for (const name of SESSION_COOKIES) deleteCookie(name);
    set(signedOut);
  },
  refresh: () => set(readSession()),
}));

// Another tab of the browser may have signed out or in as someone else (the cookies are shared): when this tab comes
// back into view it takes the session as the cookies now hold it, so it neither shows the previous user's pages from
// its cache nor sends the previous user's revoked token.
if (typeof window !== 'undefined') {
  const resync = () => {
    const now = readSession();
    const current = useSession.getState();
    if (now.token !== current.token || now.currentUserId !== current.currentUserId) current.refresh();
  };
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') resync();
  });
}

export const isSignedIn = (s: SessionValues): boolean => Boolean(s.token);
export const isAdmin = (s: SessionValues): boolean => isSignedIn(s) && s.currentUserRole === 'Administrator';
export const isApprovedAdmin = (s: SessionValues): boolean => isAdmin(s) && s.currentUserStatus === 'Approved';
/** The Create New Request link and /create-contract-attorney: administrators and attorneys. */
export const isAdminOrAttorney = (s: SessionValues): boolean =>
  isAdmin(s) || (isSignedIn(s) && s.currentUserRole === 'Attorney');
export const isApprovedNonAdmin = (s: SessionValues): boolean =>
  isSignedIn(s) && s.currentUserRole !== 'Administrator' && s.currentUserStatus === 'Approved';
