// Uploads arrive as base64 in JSON bodies, plain or as data: URLs, standard or URL-safe.
const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

/** The bytes of a base64 string (optionally a `data:...;base64,` URL), or null when it is not base64. */
export function decodeBase64(value: string): Buffer | null {
  const body = value.replace(/^data:[^,]{0,100};base64,/i, '').replace(/\s+/g, '');
  if (!BASE64.test(body)) return null;
  return Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
}
