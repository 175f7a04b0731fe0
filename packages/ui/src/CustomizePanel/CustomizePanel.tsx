import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import type { SiteSettings } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { ImagesSettingsPanel } from '../ImagesSettingsPanel/index.ts';
import { LayoutSettingsPanel } from '../LayoutSettingsPanel/index.ts';
import { ThemeSettingsPanel } from '../ThemeSettingsPanel/index.ts';
import { TypographySettingsPanel } from '../TypographySettingsPanel/index.ts';

export interface CustomizePanelProps {
  /** The settings being edited; the page previews them on the whole site as they change. */
  value: SiteSettings;
  /** Called with the whole settings after each change. */
  onChange: (next: SiteSettings) => void;
  /** Saves `value`; a failure is reported back through `saveError`. */
  onSave: () => Promise<void>;
  /** Drops the unsaved changes; the page reverts `value` to the saved settings. */
  onCancel: () => void;
  /** Whether `value` differs from the saved settings: Save and Cancel are enabled only then. */
  dirty: boolean;
  /** While the settings are being saved. */
  saving?: boolean;
  /** Why the last save failed, in the active language; null or absent when it did not. */
  saveError?: string | null;
  /** Shows that the changes were saved. */
  saved?: boolean;
  /** Uploads a hero image and resolves to its stored path (`/uploads/{name}`) or URL. */
  onUploadHeroImage: (file: File) => Promise<string>;
}

/** The tabs of the page (spec §2), in their order. */
export const CUSTOMIZE_TABS = ['theme', 'layout', 'typography', 'images'] as const;
export type CustomizeTab = (typeof CUSTOMIZE_TABS)[number];

/**
 * - **Use it** as the body of the Customise Website page, with the page previewing `value` on the
 *   whole site.
 * - **Don't use it** to show one group of settings alone: use its panel (`ThemeSettingsPanel`, …).
 *
 * The body of the Customise Website page (spec §2, admin only): its title, the tabs Theme, Layout,
 * Typography and Images, and the Cancel and Save Changes buttons with the outcome of the last
 * save. Controlled: every change goes to `onChange` as whole settings, for the page to preview
 * live; Cancel and Save act only while there are unsaved changes. The tabs follow the
 * WAI-ARIA tabs pattern (arrow keys move between them, mirrored in Arabic).
 */
export function CustomizePanel({
  value,
  onChange,
  onSave,
  onCancel,
  dirty,
  saving = false,
  saveError = null,
  saved = false,
  onUploadHeroImage,
}: CustomizePanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [tab, setTab] = useState<CustomizeTab>('theme');
  const tabId = (key: CustomizeTab) => `${baseId}-tab-${key}`;
  const panelId = (key: CustomizeTab) => `${baseId}-panel-${key}`;

  const body = (key: CustomizeTab) => {
    switch (key) {
      case 'theme':
        return <ThemeSettingsPanel value={value} onChange={onChange} />;
      case 'layout':
        return <LayoutSettingsPanel value={value} onChange={onChange} />;
      case 'typography':
        return <TypographySettingsPanel value={value} onChange={onChange} />;
      case 'images':
        return (
          <ImagesSettingsPanel
            value={value}
            onChange={onChange}
            onUploadHeroImage={onUploadHeroImage}
          />
        );
    }
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('customize.title')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: CustomizeTab) => setTab(next)}
          aria-label={t('customize.tabsLabel')}
          variant="scrollable"
          scrollButtons={false}
          selectionFollowsFocus
        >
          {CUSTOMIZE_TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              id={tabId(key)}
              aria-controls={panelId(key)}
              label={t(`customize.tabs.${key}`)}
            />
          ))}
        </Tabs>
      </Box>
      {CUSTOMIZE_TABS.map((key) => (
        <Box
          key={key}
          role="tabpanel"
          id={panelId(key)}
          aria-labelledby={tabId(key)}
          hidden={tab !== key}
          sx={{ py: 3 }}
        >
          {tab === key && body(key)}
        </Box>
      ))}

      <Box
        sx={{
          // Kept in reach at the bottom of the window while the options scroll by.
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        {saveError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {saveError}
          </Alert>
        )}
        {saved && !saveError && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('customize.saved')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
          <Button variant="outlined" disabled={!dirty || saving} onClick={onCancel}>
            {t('customize.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={!dirty}
            loading={saving}
            loadingPosition="start"
            startIcon={<SaveIcon />}
            // A failed save is shown through `saveError`; nothing is left to handle here.
            onClick={() => onSave().catch(() => undefined)}
          >
            {saving ? t('common.saving') : t('customize.saveChanges')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
