import { sampleAvatar } from './sampleAvatar.ts';

/** A one-pixel red GIF: a picture whose bytes really are a GIF (the avatar rule checks). */
const GIF_BASE64 = 'R0lGODlhAQABAIABAP8AAP///ywAAAAAAQABAAACAkQBADs=';

/**
 * A picture a user would pick, for play functions that upload one: `sampleAvatar` (a PNG), or
 * with `type` 'image/gif' a real GIF, so the file's bytes are what its type says.
 */
export function samplePictureFile(name = 'portrait.png', type = 'image/png'): File {
  const base64 =
    type === 'image/gif' ? GIF_BASE64 : sampleAvatar.slice(sampleAvatar.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type });
}
