import { NavLink } from 'react-router-dom';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme, type Theme } from '@mui/material/styles';
import { useTranslation } from '@libatlas/i18n';
import { MAIN_LINKS } from './mainLinks.ts';

/** How the current link is marked in a vertical list: a tint and a bar on its start edge. */
function listCurrentStyle(theme: Theme, accent: boolean) {
  return {
    '&[aria-current="page"]': {
      bgcolor: 'action.selected',
      boxShadow: `inset 4px 0 0 ${accent ? 'currentColor' : theme.palette.primary.main}`,
    },
    '&[aria-current="page"] .MuiListItemText-primary': { fontWeight: 700 },
  };
}

/** The main links as a vertical list, for the phone menu, the side navigation and the minimal menu. */
export function MainLinkList({ accent, onNavigate }: { accent: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <List disablePadding>
      {MAIN_LINKS.map((link) => (
        <ListItem key={link.to} disablePadding>
          <ListItemButton
            component={NavLink}
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            sx={listCurrentStyle(theme, accent)}
          >
            <ListItemText primary={t(link.label)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
