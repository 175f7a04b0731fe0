import { sampleAvatar } from './sampleAvatar.ts';

/** `sampleAvatar` as a file a user would pick, for play functions that upload a picture. */
export function samplePictureFile(name = 'portrait.png', type = 'image/png'): File {
  const base64 = sampleAvatar.slice(sampleAvatar.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type });
}
