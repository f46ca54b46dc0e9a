import { useEffect, useState } from 'react';
import { getErrorMessage } from 'shared-ui';

/** The server's message for a failed read (for its error state), once it has been read from the answer. */
export function useErrorMessage(error: unknown): string | undefined {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!error) {
      setMessage(undefined);
      return;
    }
    let current = true;
    void getErrorMessage(error).then((text) => {
      if (current) setMessage(text);
    });
    return () => {
      current = false;
    };
  }, [error]);
  return message;
}
