import type { ComponentType } from 'react';
import type { ParseKeys } from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import GridViewIcon from '@mui/icons-material/GridView';
import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SendIcon from '@mui/icons-material/Send';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { useTranslation } from '@libatlas/i18n';

interface IconUse {
  /** The icon's name in @mui/icons-material. */
  name: string;
  Icon: ComponentType<SvgIconProps>;
  /** The i18n key of the action or field it stands beside in the product. */
  label: ParseKeys;
}

/** Icons that point along the reading direction: drawn mirrored (`scaleX(-1)`) in Arabic. */
const MIRRORED: IconUse[] = [
  { name: 'ArrowBack', Icon: ArrowBackIcon, label: 'library.backToLibraries' },
  { name: 'Send', Icon: SendIcon, label: 'askLib.send' },
  { name: 'OpenInNew', Icon: OpenInNewIcon, label: 'library.visitWebsite' },
  { name: 'Logout', Icon: LogoutIcon, label: 'nav.signOut' },
];

/** Icons of objects, or with a fixed orientation (a clock turns clockwise): never mirrored. */
const FIXED: IconUse[] = [
  { name: 'Search', Icon: SearchIcon, label: 'common.search' },
  { name: 'PlaceOutlined', Icon: PlaceOutlinedIcon, label: 'library.location' },
  { name: 'PhoneOutlined', Icon: PhoneOutlinedIcon, label: 'library.phone' },
  { name: 'EmailOutlined', Icon: EmailOutlinedIcon, label: 'library.email' },
  { name: 'ScheduleOutlined', Icon: ScheduleOutlinedIcon, label: 'library.operatingHours' },
  { name: 'EditOutlined', Icon: EditOutlinedIcon, label: 'common.edit' },
  { name: 'DeleteOutlined', Icon: DeleteOutlinedIcon, label: 'common.delete' },
  { name: 'ThumbUpOutlined', Icon: ThumbUpOutlinedIcon, label: 'suggestions.vote' },
  { name: 'GridView', Icon: GridViewIcon, label: 'libraries.gridView' },
  { name: 'Map', Icon: MapIcon, label: 'libraries.mapView' },
  { name: 'Menu', Icon: MenuIcon, label: 'nav.menu' },
  { name: 'Add', Icon: AddIcon, label: 'common.add' },
  { name: 'Close', Icon: CloseIcon, label: 'common.close' },
];

export interface IconMirroringProps {
  /** The icons that mirror in Arabic (true) or those drawn the same in both directions (false). */
  mirrored: boolean;
}

/**
 * The icons foundation: the product's icons, each drawn as the components draw it in the active
 * direction, with its name in @mui/icons-material and the action it stands beside. Pointing icons
 * (back, send, open in a new tab, sign out) mirror in right-to-left; the others never do.
 */
export function IconMirroring({ mirrored }: IconMirroringProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        gap: 2,
      }}
    >
      {(mirrored ? MIRRORED : FIXED).map(({ name, Icon, label }) => (
        <Box
          component="li"
          key={name}
          data-testid={name}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <Icon
            aria-hidden
            fontSize="large"
            color="primary"
            sx={mirrored && rtl ? { transform: 'scaleX(-1)' } : undefined}
          />
          <Box>
            <Typography variant="body2">{t(label)}</Typography>
            <Box component="code" dir="ltr" sx={{ fontSize: 12, color: 'text.secondary' }}>
              {name}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
