import { useCallback } from 'react';
import { useInformationPage, useNavigate, type InformationPageContent } from 'shared-ui';

/** The information page's button back to the login form. */
export const GO_TO_LOGIN = { buttonText: 'Go to Login', btnLink: '/login' } as const;

/**
 * Ends a flow on the information page with `content`; `replace` when the page left behind must not be returned to
 * (a single-use link).
 */
export function useShowInformationPage() {
  const show = useInformationPage((s) => s.show);
  const navigate = useNavigate();
  return useCallback(
    (content: Partial<InformationPageContent>, { replace = false } = {}) => {
      show(content);
      navigate('/information-page', { replace });
    },
    [navigate, show],
  );
}

/** "For ada@example.com: <sentence>", the server's sentence continuing after the address. */
export const forAddress = (email: string, sentence: string) =>
  `For ${email}: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
