/** The parts of a press `claimPress` reads: a mouse event's, or a key's (no button). */
interface Press {
  button?: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
}

/**
 * For a link that acts as a button (`linkButtonProps`): whether the app takes this press. A plain
 * one (the main button or a key, no modifier) is taken, and the browser's navigation prevented;
 * with Ctrl, Cmd, Shift or Alt, or the middle button, the reader asks the browser to open the link
 * elsewhere, and the browser does.
 */
export function claimPress(event: Press): boolean {
  if (event.button! > 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
    return false;
  }
  event.preventDefault();
  return true;
}
