import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { arSD, enUS } from '@mui/x-data-grid/locales';
import type { User } from '@libatlas/contracts';
import { formatLastLogin, useLanguage, useTranslation, type Language } from '@libatlas/i18n';
import { RetryAlert } from '../RetryAlert/index.ts';
import { ConfirmDialog, useConfirmedDelete } from '../ConfirmDialog/index.ts';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { roleLabelKey } from '../UserMenu/index.ts';
import { roleChipColors } from './roleChipColors.ts';
import { userPaths } from './userPaths.ts';

/** A user as the list may hold it: the API's user, though a broken record may lack its id or email. */
export type UsersTableUser = Pick<User, 'name' | 'role' | 'lastLogin'> & {
  id?: string | null;
  email?: string | null;
};

/** A user the table shows: one with an id and an email. */
export type UsersTableRow = UsersTableUser & { id: string; email: string };

export interface UsersTableProps {
  /** Every user; those without an id or an email are left out (spec §2). */
  users: readonly UsersTableUser[];
  /** While the list loads: a loading overlay instead of the rows. */
  loading?: boolean;
  /** The list failed to load: 'Failed to fetch users' instead of the grid (never 'No users'). */
  error?: boolean;
  /** Offered with the error as Try Again, when given. */
  onRetry?: () => void;
  /**
   * Deletes a user once the admin has confirmed; resolves on success, rejects on failure (the
   * confirmation then shows the rejection's message, else 'Failed to delete user').
   */
  onDelete: (user: UsersTableRow) => Promise<void> | void;
  /** Where Add New User leads; the create-user form by default. */
  addHref?: string;
}

const GRID_LOCALE_TEXT: Record<Language, Partial<GridLocaleText>> = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
};

const PAGE_SIZES = [10, 25, 50, 100];

function isShown(user: UsersTableUser): user is UsersTableRow {
  return Boolean(user.id?.trim() && user.email?.trim());
}

/**
 * The grid's loading overlay: a spinner and words that say what is loading. A grid may hold only
 * rows, so the announcement for screen readers is a status outside it (see `UsersTable`).
 */
function UsersLoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.paper',
      }}
    >
      <CircularProgress size={24} aria-hidden />
      {t('manage.users.loading')}
    </Box>
  );
}

/**
 * - **Use it** as the console's Users tab, inside `UsersTableErrorBoundary`.
 * - **Don't use it** for a single user's details: use `UserDetailsView`.
 *
 * The users tab of the management console (spec §2): a data grid sorted by email with the email,
 * name, role (admin in purple, other roles in green), last login ('MMM d, yyyy HH:mm', a dash when
 * unset) and View, Edit and Delete actions named after each user. Rows without an id or an email
 * are dropped. Add New User sits above it; Delete asks for confirmation first. A list that failed
 * to load says so, with Try Again. The grid speaks the active language and mirrors in Arabic.
 */
export function UsersTable({
  users,
  loading = false,
  error = false,
  onRetry,
  onDelete,
  addHref = userPaths.add,
}: UsersTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deletion = useConfirmedDelete(onDelete, t('users.deleteError'));
  const rows = useMemo(() => users.filter(isShown), [users]);

  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({
      ...GRID_LOCALE_TEXT[language],
      // Texts the grid's Arabic catalog leaves in English.
      columnMenuAriaLabel: (column) => t('manage.grid.columnMenu', { column }),
      filterOperatorDoesNotContain: t('manage.grid.doesNotContain'),
      filterOperatorDoesNotEqual: t('manage.grid.doesNotEqual'),
      noRowsLabel: t('manage.users.empty'),
    }),
    [language, t],
  );

  const { ask } = deletion;
  const columns = useMemo<GridColDef<UsersTableRow>[]>(
    () => [
      {
        field: 'email',
        headerName: t('manage.users.columns.email'),
        flex: 1.4,
        minWidth: 220,
        renderCell: ({ value }) => <bdi>{value}</bdi>,
      },
      {
        field: 'name',
        headerName: t('manage.users.columns.name'),
        flex: 1,
        minWidth: 160,
      },
      {
        field: 'role',
        headerName: t('manage.users.columns.role'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip size="small" label={t(roleLabelKey(row.role))} sx={roleChipColors(row.role)} />
        ),
      },
      {
        field: 'lastLogin',
        headerName: t('manage.users.columns.lastLogin'),
        width: 200,
        valueGetter: (value: string | null | undefined) => value ?? '',
        renderCell: ({ value }) =>
          value ? (
            formatLastLogin(value, language)
          ) : (
            // A dash for the eye, and "Never" for screen readers.
            <>
              <span aria-hidden="true">—</span>
              <Box component="span" sx={visuallyHidden}>
                {t('date.never')}
              </Box>
            </>
          ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('manage.users.columns.actions'),
        width: 150,
        renderCell: (params) => {
          const who = params.row.name.trim() || params.row.email;
          return (
            <GridActionsCell {...params}>
              <GridActionsCellItem
                icon={<VisibilityOutlinedIcon />}
                label={t('manage.users.view', { name: who })}
                component={RouterLink}
                {...{ to: userPaths.details(params.row.id) }}
              />
              <GridActionsCellItem
                icon={<EditOutlinedIcon />}
                label={t('manage.users.edit', { name: who })}
                component={RouterLink}
                {...{ to: userPaths.edit(params.row.id) }}
              />
              <GridActionsCellItem
                icon={<DeleteOutlinedIcon color="error" />}
                label={t('manage.users.delete', { name: who })}
                onClick={() => ask(params.row)}
              />
            </GridActionsCell>
          );
        },
      },
    ],
    [t, language, ask],
  );

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={addHref}
          startIcon={<PersonAddOutlinedIcon />}
        >
          {t('manage.users.add')}
        </Button>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {loading ? t('manage.users.loading') : ''}
      </Box>
      {error && !loading ? (
        <RetryAlert message={t('users.fetchError')} onRetry={onRetry} />
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          localeText={localeText}
          aria-label={t('manage.tabs.users')}
          autoHeight
          disableRowSelectionOnClick
          pageSizeOptions={PAGE_SIZES}
          initialState={{
            sorting: { sortModel: [{ field: 'email', sort: 'asc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          slots={{ loadingOverlay: UsersLoadingOverlay }}
        />
      )}
      <ConfirmDialog
        open={deletion.open}
        title={t('manage.users.deleteTitle')}
        message={t('manage.users.deleteConfirm', { email: deletion.target?.email ?? '' })}
        confirmLabel={t('common.delete')}
        destructive
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </Box>
  );
}
