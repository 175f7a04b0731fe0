/** The width of the side navigation (Customise → Layout → Side) from the `md` breakpoint up. */
export const SIDE_NAV_WIDTH = 240;
