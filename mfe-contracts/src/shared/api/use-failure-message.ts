import { useEffect, useState } from 'react';
import { getErrorMessage } from 'shared-ui';

/** The server's message of a failure, for the list to show (read once per failure). */
export function useFailureMessage(failure: Error | null): string {
  const [message, setMessage] = useState<{ of: Error; text: string } | null>(null);
  useEffect(() => {
    if (!failure) return;
    let current = true;
    void getErrorMessage(failure).then((text) => {
      if (current) setMessage({ of: failure, text });
    });
    return () => {
      current = false;
    };
  }, [failure]);
  return failure && message?.of === failure ? message.text : '';
}
