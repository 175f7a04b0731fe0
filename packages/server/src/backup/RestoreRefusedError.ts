/** A restore refused before anything was written (restoreBackup): the message says why. */
export class RestoreRefusedError extends Error {}
