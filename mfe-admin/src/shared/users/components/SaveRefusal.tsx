import { Alert } from 'shared-ui';
import { useErrorMessage } from '../../use-error-message.ts';

/**
 * Why the server refused to save a user (approving an unconfirmed address, a taken email), in its words, where the
 * administrator acted; it stays until the next attempt rather than passing in a banner.
 */
export function SaveRefusal({ error, subject }: { error: unknown; subject?: string }) {
  const message = useErrorMessage(error);
  if (!error || !message) return null;
  return (
    <Alert.Root status="error" data-testid="save-refusal">
      <Alert.Indicator />
      <Alert.Description>{subject ? `${subject}: ${message}` : message}</Alert.Description>
    </Alert.Root>
  );
}
