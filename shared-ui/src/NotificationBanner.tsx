import { Alert, Box, CloseButton } from '@chakra-ui/react';
import { useNotification } from './stores/notification.ts';

/**
 * The CSS variable that sets how far from the top the banner sits: an app whose header has links at the top right
 * sets it to just below the header, so the banner never covers them. Unset, the banner keeps to the top corner.
 */
export const NOTIFICATION_TOP_VAR = '--litfund-banner-top';

/** docs/product.md: top right, severity colours, closes after 3000 ms or on Close. */
export function NotificationBanner() {
  const { isOpen, message, severity, close } = useNotification();
  const urgent = severity === 'error' || severity === 'warning';
  return (
    <Box
      position="fixed"
      top={`var(${NOTIFICATION_TOP_VAR}, var(--chakra-spacing-4))`}
      right="4"
      zIndex="toast"
      maxW={{ base: 'calc(100vw - 2rem)', md: 'md' }}
      aria-live={urgent ? 'assertive' : 'polite'}
    >
      {isOpen ? (
        <Alert.Root
          status={severity}
          variant="surface"
          boxShadow="lg"
          role={urgent ? 'alert' : 'status'}
          data-testid="notification-banner"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Close" onClick={close} alignSelf="flex-start" />
        </Alert.Root>
      ) : null}
    </Box>
  );
}
