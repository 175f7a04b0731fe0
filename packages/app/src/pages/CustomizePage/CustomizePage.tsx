import type { SiteSettings } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import { AccessDenied, CustomizePanel, PageContainer } from '@libatlas/ui';
import { useEffect, useState } from 'react';
import { saveSettings } from '../../api/settings';
import { useSettings } from '../../settings/useSettings';
import { uploadImage } from '../../api/upload';
import { PageLoading } from '../../layout/PageLoading';
import { useAuth } from '../../session/useAuth';
import { useSettingsPreview } from '../../settings/useSettingsPreview';
import { PageHead } from '../../head/PageHead';

/** The stored settings without the run-time tile URL the server adds to them. */
function siteSettingsOf({ tileUrl: _tileUrl, ...settings }: SiteSettings & { tileUrl?: string }) {
  return settings;
}

function SettingsEditor() {
  const { t } = useTranslation();
  const { settings: published } = useSettings();
  const { preview, setPreview } = useSettingsPreview();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const savedSettings = siteSettingsOf(published);
  const value = preview ?? savedSettings;
  const dirty = JSON.stringify(value) !== JSON.stringify(savedSettings);

  // Leaving the page without saving drops the preview: the site goes back to the saved look.
  useEffect(() => () => setPreview(null), [setPreview]);

  return (
    <CustomizePanel
      value={value}
      dirty={dirty}
      saving={saving}
      saveError={saveError}
      saved={saved && !dirty}
      onChange={(next) => {
        setSaved(false);
        setSaveError(null);
        setPreview(next);
      }}
      onCancel={() => {
        setSaveError(null);
        setPreview(null);
      }}
      onSave={async () => {
        setSaving(true);
        setSaveError(null);
        try {
          await saveSettings(value);
          setPreview(null);
          setSaved(true);
        } catch (error) {
          console.error('Failed to save settings', error);
          setSaveError(t('customize.saveError'));
        } finally {
          setSaving(false);
        }
      }}
      onUploadHeroImage={(file) => uploadImage(file, 'hero')}
    />
  );
}

/** Customise Website (spec §2): admins edit the site's look live; anyone else is refused. */
export function CustomizePage() {
  const { t } = useTranslation();
  const { user, ready } = useAuth();
  if (!ready) return <PageLoading />;
  return (
    <>
      <PageHead name={t('customize.title')} />
      <PageContainer>{user?.isAdmin ? <SettingsEditor /> : <AccessDenied />}</PageContainer>
    </>
  );
}
