import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Library } from '@libatlas/contracts';
import { useLanguage, useTranslation } from '@libatlas/i18n';
import { ConfirmDialog, useConfirmedDelete } from '../ConfirmDialog/index.ts';
import { localizedText } from '../LibraryCard/index.ts';
import { regionLabelKey } from '../regionLabelKey.ts';
import { RetryAlert } from '../RetryAlert/index.ts';
import { LibraryThumbnail } from './LibraryThumbnail.tsx';
import { tableLanguageKey } from './tableLanguageKey.ts';

export interface ManageLibrariesTableProps {
  /** The libraries listed, in the order given. */
  libraries: readonly Library[];
  /** While the list loads: a loading row instead of the libraries. */
  loading?: boolean;
  /** When the list failed to load (or came back without data): 'Failed to load libraries'. */
  error?: boolean;
  /** Offered with the error as Try Again, when given. */
  onRetry?: () => void;
  /** Called by Add Library (the page opens the library form). */
  onAdd: () => void;
  /** Called with the library whose Edit button was pressed (the page opens the form on it). */
  onEdit: (library: Library) => void;
  /**
   * Deletes a library once the admin has confirmed; resolves on success, rejects on failure (the
   * confirmation then shows the rejection's message, else 'Failed to delete library').
   */
  onDelete: (library: Library) => Promise<void> | void;
}

const COLUMNS = 5;
/** Below this width the table scrolls sideways in its frame rather than squeezing its columns. */
const MIN_TABLE_WIDTH = 760;

/**
 * - **Use it** as the console's Libraries tab.
 * - **Don't use it** for visitors' lists of libraries: use `LibraryGrid`.
 *
 * The libraries tab of the management console (spec §2): a table of image, name, location
 * (country, then region), languages (the first nine of the form's list translated, others as
 * written, spec §3) and the Edit and Delete buttons, each named after its library. Add Library sits
 * above it; Delete asks for confirmation first. On phones the table scrolls sideways.
 */
export function ManageLibrariesTable({
  libraries,
  loading = false,
  error = false,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
}: ManageLibrariesTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const deletion = useConfirmedDelete(onDelete, t('library.deleteError'));
  const nameOf = (library: Library) => {
    const name = localizedText(library.lib_name, language);
    return { ...name, text: name.text || t('library.unnamed') };
  };
  const hasRows = !loading && libraries.length > 0;
  const deleting = deletion.target ? nameOf(deletion.target).text : '';

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('manage.libraries.add')}
        </Button>
      </Box>
      {error && !loading ? (
        <RetryAlert message={t('library.fetchError')} onRetry={onRetry} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            aria-label={t('manage.tabs.libraries')}
            aria-busy={loading}
            sx={{ minWidth: hasRows ? MIN_TABLE_WIDTH : undefined }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 104 }}>{t('manage.libraries.columns.image')}</TableCell>
                <TableCell>{t('manage.libraries.columns.name')}</TableCell>
                <TableCell>{t('manage.libraries.columns.location')}</TableCell>
                <TableCell>{t('manage.libraries.columns.languages')}</TableCell>
                <TableCell align="right" sx={{ width: 120 }}>
                  {t('manage.libraries.columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loading ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>
                    <Box
                      role="status"
                      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3 }}
                    >
                      <CircularProgress size={24} aria-hidden />
                      {t('manage.libraries.loading')}
                    </Box>
                  </TableCell>
                </TableRow>
              ) : libraries.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 4 }}>
                    <Typography color="text.secondary">{t('libraries.noResults')}</Typography>
                  </TableCell>
                </TableRow>
              ) : (
                libraries.map((library) => {
                  const name = nameOf(library);
                  const country = localizedText(library.country, language);
                  return (
                    <TableRow key={library.id} hover>
                      <TableCell>
                        <LibraryThumbnail library={library} name={name.text} />
                      </TableCell>
                      <TableCell component="th" scope="row">
                        <Typography
                          variant="body2"
                          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                          lang={name.lang}
                        >
                          {name.text}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Typography variant="body2" lang={country.lang}>
                          {country.text || t('library.unknownCountry')}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(regionLabelKey(library.region.en))}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Box
                          component="ul"
                          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0 }}
                        >
                          {library.languages.map((item) => {
                            const key = tableLanguageKey(item);
                            return (
                              <Box component="li" key={item} sx={{ listStyle: 'none' }}>
                                <Chip
                                  size="small"
                                  variant="outlined"
                                  label={key ? t(key) : item}
                                  lang={key || language === 'en' ? undefined : 'en'}
                                />
                              </Box>
                            );
                          })}
                        </Box>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={t('manage.libraries.edit', { name: name.text })}
                          onClick={() => onEdit(library)}
                        >
                          <EditOutlinedIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('manage.libraries.delete', { name: name.text })}
                          color="error"
                          onClick={() => deletion.ask(library)}
                        >
                          <DeleteOutlinedIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={deletion.open}
        title={t('manage.libraries.deleteTitle')}
        message={t('manage.libraries.deleteConfirm', { name: deleting })}
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
