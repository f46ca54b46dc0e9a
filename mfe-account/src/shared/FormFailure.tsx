import { Alert } from 'shared-ui';

/** Why a form's last attempt failed, shown on the form (its id describes the form) until the next attempt. */
export function FormFailure({ id, failure }: { id: string; failure?: string | null }) {
  if (!failure) return null;
  return (
    <Alert.Root id={id} status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Description>{failure}</Alert.Description>
    </Alert.Root>
  );
}
