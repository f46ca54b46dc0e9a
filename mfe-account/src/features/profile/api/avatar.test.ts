import { avatarMimeType, readFileAsBase64 } from './avatar.ts';

describe('avatarMimeType', () => {
  it('takes png and jpeg by type', () => {
    expect(avatarMimeType(new File(['x'], 'a.png', { type: 'image/png' }))).toBe('image/png');
    expect(avatarMimeType(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe('image/jpeg');
  });
  it('refuses other types, whatever the name says', () => {
    expect(avatarMimeType(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBeNull();
    expect(avatarMimeType(new File(['x'], 'a.png', { type: 'application/pdf' }))).toBeNull();
  });
  it('goes by the extension when the file has no type', () => {
    expect(avatarMimeType(new File(['x'], 'a.JPEG'))).toBe('image/jpeg');
    expect(avatarMimeType(new File(['x'], 'a.txt'))).toBeNull();
  });
});

describe('readFileAsBase64', () => {
  it('answers the bytes as base64 without the data: prefix', async () => {
    await expect(readFileAsBase64(new File(['hello'], 'a.png', { type: 'image/png' }))).resolves.toBe('aGVsbG8=');
  });
});
