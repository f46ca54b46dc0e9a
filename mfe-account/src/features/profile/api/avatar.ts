export const AVATAR_FORMATS_MESSAGE = 'Available formats: png, jpg';
export const AVATAR_UPLOADED = 'Avatar uploaded successfully';
export const AVATAR_DELETED = 'Avatar deleted successfully';

/** The file input's accept list; the server checks the bytes themselves (415 otherwise). */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

const BY_EXTENSION: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** The avatar's mime type (png or jpeg), or null for any other file. A file without a type goes by its extension. */
export function avatarMimeType(file: File): string | null {
  if (file.type === 'image/png' || file.type === 'image/jpeg') return file.type;
  if (file.type !== '') return null;
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

/** The file's bytes as base64, without the `data:...;base64,` prefix. */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
