import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import type { User } from '@libatlas/contracts';
import { formatCreatedDate, formatLastLogin, useLanguage, useTranslation } from '@libatlas/i18n';
import { DetailList } from '../DetailList/index.ts';
import { roleChipColors, userPaths } from '../UsersTable/index.ts';
import { UserAvatar } from '../UserAvatar/index.ts';
import { roleLabelKey } from '../UserMenu/index.ts';
import { newestFirst } from './newestFirst.ts';
import type { UserActivity } from './userActivity.ts';

export interface UserDetailsViewProps {
  /** The user shown; null when no user has the id asked for ('User not found'). */
  user: User | null;
  /** Their suggestions, votes and comments, in any order: they are shown newest first. */
  activity?: readonly UserActivity[];
  /** Where Edit User leads; `/users/{id}/edit` by default. */
  editHref?: string;
  /** Where Back to Management (and the not-found page's button) leads; `/manage` by default. */
  backHref?: string;
}

const AVATAR_SIZE = 80;

const ACTIVITY_ICONS: Record<UserActivity['kind'], ReactNode> = {
  suggestion: <LightbulbOutlinedIcon fontSize="small" />,
  vote: <ThumbUpOutlinedIcon fontSize="small" />,
  comment: <ChatBubbleOutlineOutlinedIcon fontSize="small" />,
};

/** A titled panel of the page, named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * - **Use it** as the body of `/users/{userId}`.
 * - **Don't use it** for the signed-in user's own page: use `ProfileView`.
 *
 * A user's read-only page (spec §2 `/users/{userId}`): the profile (avatar, name, email, role),
 * the account information (member since, last login, status) and the recent activity, newest
 * first, with Edit User and Back to Management. An unknown user gets 'User not found' and a way
 * back to the console.
 */
export function UserDetailsView({
  user,
  activity = [],
  editHref,
  backHref = userPaths.manage,
}: UserDetailsViewProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const theme = useTheme();
  // Back points to the start of the line: the right in Arabic.
  const backIcon = (
    <ArrowBackIcon sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
  );

  if (!user) {
    return (
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <PersonOffOutlinedIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ mt: 1, mb: 3 }}>
          {t('users.notFound')}
        </Typography>
        <Button variant="contained" component={RouterLink} to={backHref} startIcon={backIcon}>
          {t('users.backToManagement')}
        </Button>
      </Paper>
    );
  }

  const items = newestFirst(activity);
  const named = user.name.trim();

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('users.detailsTitle')}
        </Typography>
        <Button variant="outlined" component={RouterLink} to={backHref} startIcon={backIcon}>
          {t('users.backToManagement')}
        </Button>
        <Button
          variant="contained"
          component={RouterLink}
          to={editHref ?? userPaths.edit(user.id)}
          startIcon={<EditOutlinedIcon />}
        >
          {t('users.editUser')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Section title={t('users.profileSection')}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <UserAvatar
              name={user.name}
              avatar={user.avatar}
              role={user.role}
              size={AVATAR_SIZE}
              fontSize="2rem"
            />
            <Box sx={{ minWidth: 0 }}>
              {named && (
                <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {named}
                </Typography>
              )}
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{user.email}</bdi>
              </Typography>
              <Chip
                size="small"
                label={t(roleLabelKey(user.role))}
                sx={{ mt: 1, ...roleChipColors(user.role) }}
              />
            </Box>
          </Box>
        </Section>
        <Section title={t('users.accountInfo')}>
          <DetailList
            items={[
              {
                label: t('users.fields.createdAt'),
                value: formatCreatedDate(user.createdAt, language),
              },
              {
                label: t('users.fields.lastLogin'),
                value: formatLastLogin(user.lastLogin, language),
              },
              { label: t('users.fields.status'), value: t(`users.status.${user.status}`) },
            ]}
          />
        </Section>
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Section title={t('users.recentActivity')}>
            {items.length === 0 ? (
              <Typography color="text.secondary">{t('users.noActivity')}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((item, index) => (
                  <Box
                    component="li"
                    key={`${item.kind}-${item.suggestionId}-${index}`}
                    sx={{
                      display: 'flex',
                      gap: 1.5,
                      py: 1.5,
                      borderTop: index === 0 ? 0 : 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
                      {ACTIVITY_ICONS[item.kind]}
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {t(`users.activity.${item.kind}`)}
                        {item.date && (
                          <Typography
                            component="span"
                            variant="body2"
                            color="text.secondary"
                            sx={{ marginInlineStart: 1 }}
                          >
                            <time dateTime={item.date}>
                              {formatCreatedDate(item.date, language)}
                            </time>
                          </Typography>
                        )}
                      </Typography>
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        dir="auto"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {item.text}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </Section>
        </Box>
      </Box>
    </Box>
  );
}
