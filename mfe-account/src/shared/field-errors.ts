/** The `errors` of a 400 answer ({ path, message } per field), when there are any. */
export function fieldErrorsOf(error: unknown): Array<{ path: string; message: string }> {
  const data = (error as { data?: unknown } | null)?.data;
  const errors = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors)
    ? errors.filter(
        (e): e is { path: string; message: string } => typeof e?.path === 'string' && typeof e?.message === 'string',
      )
    : [];
}
