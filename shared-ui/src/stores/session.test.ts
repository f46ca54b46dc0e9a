import { isApprovedAdmin, isSignedIn, useSession } from './session.ts';

const response = {
  accessToken: 'abc',
  userId: 7,
  role: 'Administrator' as const,
  userFirtsName: 'Ann',
  userLastName: 'Lee',
  userStatus: { userStatusesValue: 'Approved' },
};

test('signIn keeps the session values in cookies and signOut clears them', () => {
  useSession.getState().signIn(response);
  const s = useSession.getState();
  expect(s).toMatchObject({
    token: 'abc',
    currentUserId: 7,
    currentUserRole: 'Administrator',
    currentUserStatus: 'Approved',
    currentUserName: 'Ann Lee',
  });
  expect(document.cookie).toContain('token=abc');
  expect(document.cookie).toContain('currentUserName=Ann%20Lee');
  expect(isSignedIn(s) && isApprovedAdmin(s)).toBe(true);
  useSession.getState().signOut();
  expect(useSession.getState().token).toBeNull();
  expect(document.cookie).not.toContain('token=');
  useSession.getState().refresh();
  expect(isSignedIn(useSession.getState())).toBe(false);
});

test('a tab coming back into view takes the session another tab left in the cookies', () => {
  useSession.getState().signIn(response);
  // Another tab signs out and in as user 8: only the shared cookies change.
  document.cookie = 'token=xyz; path=/';
  document.cookie = 'currentUserId=8; path=/';
  expect(useSession.getState().currentUserId).toBe(7);
  window.dispatchEvent(new Event('focus'));
  expect(useSession.getState()).toMatchObject({ token: 'xyz', currentUserId: 8 });
  useSession.getState().signOut();
});
