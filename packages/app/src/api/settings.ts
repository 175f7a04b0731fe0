import { DEFAULT_SITE_SETTINGS, type PublicSettings } from '@libatlas/contracts';
import useSWR from 'swr';
import { fetcher } from './fetcher';

export const settingsKey = '/settings';

const FALLBACK: PublicSettings = {
  ...DEFAULT_SITE_SETTINGS,
  tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
};

/**
 * The site settings every visitor gets (design §5). Until they arrive, or if the call fails, the
 * defaults apply so the site renders at once.
 */
export function useSettings(): { settings: PublicSettings; isLoading: boolean } {
  const { data, isLoading } = useSWR<PublicSettings>(settingsKey, fetcher, {
    revalidateOnFocus: false,
  });
  return { settings: data ?? FALLBACK, isLoading };
}
