import { useSession } from 'shared-ui';

/**
 * Whether `userId` is the signed-in administrator: their own status is not offered to them, since rejecting or
 * blocking themselves would lock them out (the server refuses it with 409 anyway).
 */
export function useIsOwnAccount(): (userId: number) => boolean {
  const currentUserId = useSession((s) => s.currentUserId);
  return (userId) => currentUserId !== null && userId === currentUserId;
}
