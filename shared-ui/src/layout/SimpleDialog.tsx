import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, HStack, Heading, Text } from '@chakra-ui/react';

export interface DialogFrameProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The close button and Escape. */
  onClose: () => void;
}

/** A small accessible modal: overlay, titled and described dialog, close button (Chakra's Dialog is heavy). */
export function DialogFrame({ title, description, children, onClose }: DialogFrameProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Flex position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" align="center" justify="center" p="4">
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        bg="bg"
        color="fg"
        rounded="lg"
        boxShadow="xl"
        p="6"
        maxW="md"
        w="full"
        position="relative"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <CloseButton aria-label="Close" position="absolute" top="2" right="2" size="sm" onClick={onClose} />
        <Heading as="h2" size="lg" id={titleId} mb="3" pe="8">
          {title}
        </Heading>
        {description ? (
          <Text id={textId} mb="4">
            {description}
          </Text>
        ) : null}
        {children}
      </Box>
    </Flex>
  );
}

export interface SimpleDialogProps extends DialogFrameProps {
  /** With a confirm label the dialog asks a question (Yes/Cancel). */
  confirmLabel?: string;
  /** The button that leaves things as they are: 'Cancel' unless that word is the action itself ("Cancel this contract?"). */
  dismissLabel?: string;
  onConfirm?: () => void;
  busy?: boolean;
}

/** DialogFrame with Close, or Cancel and a confirm button; focus moves in and goes back on close. */
export function SimpleDialog({
  title,
  description,
  children,
  onClose,
  confirmLabel,
  dismissLabel = 'Cancel',
  onConfirm,
  busy,
}: SimpleDialogProps) {
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <DialogFrame title={title} description={description} onClose={onClose}>
      {children}
      <HStack gap="3" mt="4" justify="flex-end">
        {confirmLabel && onConfirm ? (
          <>
            <Button ref={firstRef} variant="outline" onClick={onClose}>
              {dismissLabel}
            </Button>
            <Button colorPalette="red" loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        ) : (
          <Button ref={firstRef} variant="outline" onClick={onClose}>
            Close
          </Button>
        )}
      </HStack>
    </DialogFrame>
  );
}
