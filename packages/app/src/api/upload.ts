import type { UploadPurpose, UploadResponse } from '@libatlas/contracts';
import { request } from './fetcher';

/**
 * POST /api/upload/image (spec §7): multipart field `image`; answers the stored path in `url`. A
 * library image by default; the Customise hero image (any image type but SVG) with `hero`.
 */
export async function uploadImage(file: File, purpose: UploadPurpose = 'library'): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const path = purpose === 'library' ? '/upload/image' : `/upload/image?purpose=${purpose}`;
  const { url } = await request<UploadResponse>(path, { method: 'POST', body: form });
  return url;
}
