import { useCallback } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '@libatlas/i18n';

/**
 * Shows a form message in the active language: the schema's and the API's messages are i18n keys
 * (packages/contracts validationMessages), so a key is translated; other text is shown as it came.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message) => (message && i18n.exists(message) ? t(message as ParseKeys) : message),
    [t, i18n],
  );
}
