import { z } from 'zod';

/** Library image limit (spec §9): 5 MiB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Library image types (spec §9); image/jpg is not a real type but the spec lists it. */
export const LIBRARY_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** Avatar upload (spec §9): one file of these extensions. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/** POST /api/upload/image answers the stored image's path. */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
