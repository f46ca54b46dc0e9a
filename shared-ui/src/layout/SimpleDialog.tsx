import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, HStack, Heading, Text } from '@chakra-ui/react';

export interface SimpleDialogProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** With a confirm label the dialog asks a question (Yes/Cancel). */
  confirmLabel?: string;
  onConfirm?: () => void;
  busy?: boolean;
}

/** A small accessible modal (the shell's Limited Access dialog does the same; Chakra's Dialog is heavy, STACK.md). */
export function SimpleDialog({ title, description, children, onClose, confirmLabel, onConfirm, busy }: SimpleDialogProps) {
  const titleId = useId();
  const textId = useId();
  const firstRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
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
        {description ? <Text id={textId} mb="4">{description}</Text> : null}
        {children}
        <HStack gap="3" mt="4" justify="flex-end">
          {confirmLabel && onConfirm ? (
            <>
              <Button ref={firstRef} variant="outline" onClick={onClose}>Cancel</Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>{confirmLabel}</Button>
            </>
          ) : (
            <Button ref={firstRef} variant="outline" onClick={onClose}>Close</Button>
          )}
        </HStack>
      </Box>
    </Flex>
  );
}
