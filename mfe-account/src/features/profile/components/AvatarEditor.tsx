import { useRef, type ChangeEvent } from 'react';
import { Button, HStack, useNotification } from 'shared-ui';
import {
  AVATAR_ACCEPT,
  AVATAR_DELETED,
  AVATAR_FORMATS_MESSAGE,
  AVATAR_UPLOADED,
  avatarMimeType,
} from '../api/avatar.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

interface AvatarEditorProps {
  userId: number;
  hasAvatar: boolean;
}

/**
 * Upload (png or jpeg) and remove controls under the avatar, for the owner and Approved administrators. Other file
 * types are refused before anything is sent; the server's own refusals (415, 413) show its message.
 */
export function AvatarEditor({ userId, hasAvatar }: AvatarEditorProps) {
  const notify = useNotification((s) => s.notify);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(userId);
  const remove = useRemoveAvatar(userId);
  const busy = upload.isPending || remove.isPending;

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const mimeType = avatarMimeType(file);
    if (!mimeType) {
      notify(AVATAR_FORMATS_MESSAGE, 'error');
      return;
    }
    upload.mutate({ file, mimeType }, { onSuccess: () => notify(AVATAR_UPLOADED, 'success') });
  }

  return (
    <HStack gap="2" mt="3" wrap="wrap" justify="center">
      <input ref={input} type="file" accept={AVATAR_ACCEPT} aria-label="Avatar file" hidden onChange={onFile} />
      <Button
        size="sm"
        colorPalette="blue"
        loading={upload.isPending}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        Upload avatar
      </Button>
      {hasAvatar && (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          disabled={busy}
          onClick={() => remove.mutate(undefined, { onSuccess: () => notify(AVATAR_DELETED, 'success') })}
        >
          Remove avatar
        </Button>
      )}
    </HStack>
  );
}
