import { useCallback, useEffect, useRef } from 'react';
import { Button, DialogFrame, VisuallyHidden, useInformationPage, useNavigate } from 'shared-ui';
import { MESSAGES } from '@litfund/domain';
import { usePlatform } from '../platform/platform.ts';

export const LIMITED_ACCESS_REDIRECT_MS = 2000;

/**
 * docs/product.md: a non-administrator on an admin route sees 'Limited Access!' with a Contact Support button and is
 * sent to /information-page (same text there).
 */
export function LimitedAccess() {
  const navigate = useNavigate();
  const show = useInformationPage((s) => s.show);
  const { config } = usePlatform();
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
    <>
      {/* The guarded page is not rendered, so the page's one h1 is the dialog's subject, for those who browse by headings. */}
      <VisuallyHidden as="h1">{MESSAGES.limitedAccessTitle}</VisuallyHidden>
      <DialogFrame title={MESSAGES.limitedAccessTitle} description={MESSAGES.limitedAccessText} onClose={leave}>
        <Button asChild colorPalette="blue">
          <a ref={supportRef} href={`mailto:${config.supportEmail}`}>
            Contact Support
          </a>
        </Button>
      </DialogFrame>
    </>
  );
}
