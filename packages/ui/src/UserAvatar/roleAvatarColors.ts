import { amber, grey, indigo, purple } from '@mui/material/colors';

/** An avatar's background and the colour of its letter. */
export interface AvatarColors {
  bgcolor: string;
  color: string;
}

// Shades chosen so the letter passes WCAG AA (4.5:1) on each background: white on the dark
// shades, near-black on amber, where white would fall far short.
const ADMIN: AvatarColors = { bgcolor: purple[700], color: '#ffffff' };
const PREMIUM: AvatarColors = { bgcolor: amber[600], color: grey[900] };
const OTHER_ROLE: AvatarColors = { bgcolor: indigo[600], color: '#ffffff' };
const NO_ROLE: AvatarColors = { bgcolor: grey[600], color: '#ffffff' };

/**
 * The avatar colours of spec §2: purple for admin, amber for premium, indigo for any other role,
 * grey when there is no role.
 */
export function roleAvatarColors(role: string | null | undefined): AvatarColors {
  if (!role) return NO_ROLE;
  if (role === 'admin') return ADMIN;
  if (role === 'premium') return PREMIUM;
  return OTHER_ROLE;
}
