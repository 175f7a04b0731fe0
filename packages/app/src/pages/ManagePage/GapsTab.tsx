import { dataGaps } from '@libatlas/contracts';
import { DataGapsPanel } from '@libatlas/ui/DataGapsPanel/index.ts';
import { useMemo } from 'react';
import { useLibraries } from '../../api/libraries';
import { useShell } from '../../layout/useShell';

/** Today in the reader's own calendar, YYYY-MM-DD (what `lastChecked` is compared with). */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The console's Data gaps tab (issue 29): per visitor fact, the share of libraries that have it
 * and those that lack it, and those not checked for a year, each opening the shell's library form.
 */
export function GapsTab() {
  const { editLibrary } = useShell();
  const { data, error, mutate } = useLibraries();
  const gaps = useMemo(() => (data ? dataGaps(data, localToday()) : null), [data]);
  return (
    <DataGapsPanel
      gaps={gaps}
      error={Boolean(error) && !data}
      onRetry={() => void mutate()}
      onEdit={editLibrary}
    />
  );
}
