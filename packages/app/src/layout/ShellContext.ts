/** What the shell offers its pages through the router outlet. */
export interface ShellContext {
  /** Opens the login modal (spec §2: login is a modal, not a route). */
  openLogin: () => void;
}
