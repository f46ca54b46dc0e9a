/**
 * A React event handler (onClick, onSubmit, onChange: props that expect `() => void`) from an async function.
 * The event does not wait for the work: the function reports its own failures (a notification, a form error),
 * and anything it lets escape stays an unhandled rejection, as it was when the prop received the promise.
 */
export function fireAndForget<A extends unknown[]>(run: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    void run(...args);
  };
}
