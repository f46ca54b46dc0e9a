import { useCallback, useEffect, useId, useRef } from 'react';
import { Box, Button, CloseButton, Flex, Heading, Text, useInformationPage, useNavigate } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { usePlatform } from '../platform/platform.ts';

export const LIMITED_ACCESS_REDIRECT_MS = 2000;

/**
 * SPEC section 6: a non-administrator on an admin route sees 'Limited Access!' with a Contact Support button and is
 * sent to /information-page (same text there). A small accessible modal (Chakra's Dialog is 19 KB, STACK.md).
 */
export function LimitedAccess() {
  const navigate = useNavigate();
  const show = useInformationPage((s) => s.show);
  const { config } = usePlatform();
  const titleId = useId();
  const textId = useId();
  const supportRef = useRef<HTMLAnchorElement>(null);
  const done = useRef(false);

  const leave = useCallback(() => {
    if (done.current) return;
    done.current = true;
    navigate('/information-page', { replace: true });
  }, [navigate]);

  useEffect(() => {
    show({ title: MESSAGES.limitedAccessTitle, description: MESSAGES.limitedAccessText, contractSupportBtn: true });
    supportRef.current?.focus();
    const timer = setTimeout(leave, LIMITED_ACCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leave, show]);

  return (
    <Flex position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" align="center" justify="center" p="4">
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        bg="bg"
        color="fg"
        rounded="lg"
        boxShadow="xl"
        p="6"
        maxW="md"
        w="full"
        position="relative"
        onKeyDown={(event) => {
          if (event.key === 'Escape') leave();
        }}
      >
        <CloseButton aria-label="Close" position="absolute" top="2" right="2" size="sm" onClick={leave} />
        <Heading as="h2" size="lg" id={titleId} mb="3">
          {MESSAGES.limitedAccessTitle}
        </Heading>
        <Text id={textId} mb="5">
          {MESSAGES.limitedAccessText}
        </Text>
        <Button asChild colorPalette="blue">
          <a ref={supportRef} href={`mailto:${config.supportEmail}`}>
            Contact Support
          </a>
        </Button>
      </Box>
    </Flex>
  );
}
