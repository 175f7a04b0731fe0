import { useCallback, useState } from 'react';
import { failureMessage } from '../apiErrors/index.ts';

/** The state of a delete that waits for confirmation, for a `ConfirmDialog`. */
export interface ConfirmedDelete<T> {
  /** The item asked about; kept after closing so the dialog's text stays put while it fades out. */
  target: T | null;
  /** Whether the dialog is open. */
  open: boolean;
  /** Whether the delete is running. */
  busy: boolean;
  /** Why the last try failed, or null. */
  error: string | null;
  /** Opens the dialog about this item. */
  ask: (item: T) => void;
  /** Closes the dialog without deleting (ignored while busy). */
  cancel: () => void;
  /** Deletes the item: the dialog closes on success, shows the failure and stays open otherwise. */
  confirm: () => Promise<void>;
}

/**
 * Ask first, then delete (spec §2 Management console): `onDelete` resolves on success or rejects
 * with the reason, shown as its message or `fallback` (spec §8: 'Failed to delete library',
 * 'Failed to delete user').
 */
export function useConfirmedDelete<T>(
  onDelete: (item: T) => Promise<void> | void,
  fallback: string,
): ConfirmedDelete<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Stable, so a table's column definitions that call it need not be rebuilt on every render.
  const ask = useCallback((item: T) => {
    setTarget(item);
    setError(null);
    setOpen(true);
  }, []);

  return {
    target,
    open,
    busy,
    error,
    ask,
    cancel: () => {
      if (!busy) setOpen(false);
    },
    confirm: async () => {
      if (target === null || busy) return;
      setBusy(true);
      setError(null);
      try {
        await onDelete(target);
        setOpen(false);
      } catch (reason) {
        setError(failureMessage(reason, fallback));
      } finally {
        setBusy(false);
      }
    },
  };
}
