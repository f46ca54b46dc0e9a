import { useRef, useState, type ChangeEvent } from 'react';
import { Button, HStack, getErrorMessage, useNotification, fireAndForget } from 'shared-ui';
import {
  AVATAR_ACCEPT,
  AVATAR_DELETED,
  AVATAR_FORMATS_MESSAGE,
  AVATAR_UPLOADED,
  avatarMimeType,
  readFileAsBase64,
  removeAvatar,
  uploadAvatar,
} from '../api/avatar.ts';
import type { ProfileUser } from '../api/get-user.ts';

interface AvatarEditorProps {
  userId: number;
  hasAvatar: boolean;
  /** The user the server answered with. */
  onChange: (user: ProfileUser) => void;
}

/**
 * Upload (png or jpeg) and remove controls under the avatar, for the owner and Approved administrators. Other file
 * types are refused before anything is sent; the server's own refusals (415, 413) show its message.
 */
export function AvatarEditor({ userId, hasAvatar, onChange }: AvatarEditorProps) {
  const notify = useNotification((s) => s.notify);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  async function run(kind: 'upload' | 'remove', action: () => Promise<ProfileUser>, success: string) {
    setBusy(kind);
    try {
      onChange(await action());
      notify(success, 'success');
    } catch (error) {
      notify(await getErrorMessage(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const mimeType = avatarMimeType(file);
    if (!mimeType) {
      notify(AVATAR_FORMATS_MESSAGE, 'error');
      return;
    }
    await run(
      'upload',
      async () => uploadAvatar(userId, { mimeType, documentBase64String: await readFileAsBase64(file) }),
      AVATAR_UPLOADED,
    );
  }

  return (
    <HStack gap="2" mt="3" wrap="wrap" justify="center">
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        aria-label="Avatar file"
        hidden
        onChange={fireAndForget(onFile)}
      />
      <Button
        size="sm"
        colorPalette="blue"
        loading={busy === 'upload'}
        disabled={busy !== null}
        onClick={() => input.current?.click()}
      >
        Upload avatar
      </Button>
      {hasAvatar && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={busy === 'remove'}
          disabled={busy !== null}
          onClick={() => void run('remove', () => removeAvatar(userId), AVATAR_DELETED)}
        >
          Remove avatar
        </Button>
      )}
    </HStack>
  );
}
