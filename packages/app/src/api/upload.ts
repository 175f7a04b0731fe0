import type { UploadResponse } from '@libatlas/contracts';
import { request } from './fetcher';

/** POST /api/upload/image (spec §7): multipart field `image`; answers the stored path in `url`. */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await request<UploadResponse>('/upload/image', { method: 'POST', body: form });
  return url;
}
