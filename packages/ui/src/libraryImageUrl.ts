// Addresses a browser can load as they are: full web URLs, inline images, and the object URLs a
// form uses to preview a file before it is uploaded.
const ABSOLUTE_IMAGE = /^(?:https?:\/\/|data:|blob:)/i;

/**
 * Where the browser loads a library's image from, or `null` when it has none. An uploaded image is
 * stored as a path (`/uploads/{name}`) and served under the API (spec §3: "displayed by prefixing
 * /api to the path"); an image that is already a full http(s) URL, or an inline `data:` image, is
 * shown as it is (design §5).
 */
export function libraryImageUrl(image?: string | null): string | null {
  const value = image?.trim();
  if (!value) {
    return null;
  }
  if (ABSOLUTE_IMAGE.test(value)) {
    return value;
  }
  return `/api/${value.replace(/^\/+/, '')}`;
}
