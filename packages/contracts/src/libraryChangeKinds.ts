// Plain data, without zod: the history's view reads it in the browser.

/**
 * How a library changed: added by an admin (`create`) or by the seed (`seed`), edited by an admin
 * (`edit`), by applying a reader's proposal (`proposal`), or by undoing an earlier change (`revert`).
 */
export const LIBRARY_CHANGE_KINDS = ['create', 'seed', 'edit', 'proposal', 'revert'] as const;
export type LibraryChangeKind = (typeof LIBRARY_CHANGE_KINDS)[number];

/** The kinds an admin may undo: creating a library is undone by deleting it, not by a revert. */
export const REVERTIBLE_CHANGE_KINDS: readonly LibraryChangeKind[] = ['edit', 'proposal', 'revert'];
