import { z } from 'zod';

/** Library image limit (spec §9): 5 MiB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Library image types (spec §9); image/jpg is not a real type but the spec lists it. */
export const LIBRARY_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/**
 * The Customise hero image takes any image type (spec §2) that browsers draw, except SVG, which can
 * carry script.
 */
export const HERO_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/bmp',
] as const;
/** What an upload is for: a library's picture (the default) or the home page's hero image. */
export const UPLOAD_PURPOSES = ['library', 'hero'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Avatar upload (spec §9): one file of these extensions. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** POST /api/upload/image answers the stored image's path. */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
