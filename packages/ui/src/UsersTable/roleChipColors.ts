import { green, purple } from '@mui/material/colors';

/** A role chip's background and the colour of its label. */
export interface RoleChipColors {
  bgcolor: string;
  color: string;
}

// Dark shades, so the white label passes WCAG AA (4.5:1) in every colour scheme.
const ADMIN: RoleChipColors = { bgcolor: purple[700], color: '#ffffff' };
const OTHER_ROLE: RoleChipColors = { bgcolor: green[800], color: '#ffffff' };

/** The console's role colours (spec §2): admin in purple, every other role in green. */
export function roleChipColors(role: string | null | undefined): RoleChipColors {
  return role === 'admin' ? ADMIN : OTHER_ROLE;
}
