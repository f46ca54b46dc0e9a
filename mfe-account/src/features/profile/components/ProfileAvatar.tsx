import { Box, Image } from 'shared-ui';

export const AVATAR_SIZE = 270;

// A neutral silhouette, inline so the placeholder needs no request (placeholder 270x270).
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 270 270"><rect width="270" height="270" fill="#e2e8f0"/>' +
      '<circle cx="135" cy="105" r="50" fill="#a0aec0"/><path d="M45 250c10-55 50-85 90-85s80 30 90 85z" fill="#a0aec0"/></svg>',
  );

/** The stored avatar is base64; accept a data URL as well. */
export function avatarSource(avatar: string | null): string | null {
  if (!avatar) return null;
  return avatar.startsWith('data:') ? avatar : `data:image/png;base64,${avatar}`;
}

interface ProfileAvatarProps {
  avatar: string | null;
  name: string;
}

export function ProfileAvatar({ avatar, name }: ProfileAvatarProps) {
  const source = avatarSource(avatar);
  return (
    <Box flexShrink={0} width={`${AVATAR_SIZE}px`} maxWidth="100%">
      <Image
        src={source ?? PLACEHOLDER}
        alt={source ? `Avatar of ${name}` : `No avatar for ${name}`}
        htmlWidth={AVATAR_SIZE}
        htmlHeight={AVATAR_SIZE}
        width={`${AVATAR_SIZE}px`}
        height="auto"
        aspectRatio="1"
        objectFit="cover"
        borderRadius="md"
      />
    </Box>
  );
}
