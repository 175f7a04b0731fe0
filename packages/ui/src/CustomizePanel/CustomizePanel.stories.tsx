import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@libatlas/contracts';
import { i18n, useTranslation } from '@libatlas/i18n';
import { sampleHeroImage } from '../fixtures/sampleHeroImage.ts';
import { CUSTOMIZE_TABS, CustomizePanel, type CustomizePanelProps } from './CustomizePanel.tsx';

/**
 * The panel as its page drives it: changes are kept and previewed, `dirty` compares them with the
 * saved settings, Cancel reverts, and Save stores them (after the story's `onSave` resolves) and
 * reports the outcome. Each call still reaches the story's spies.
 */
function CustomizePage(args: CustomizePanelProps) {
  const [saved, setSaved] = useState<SiteSettings>(args.value);
  const [value, setValue] = useState<SiteSettings>(args.value);
  const [saving, setSaving] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  return (
    <CustomizePanel
      {...args}
      value={value}
      dirty={dirty}
      saving={saving}
      saved={justSaved && !dirty}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
        setJustSaved(false);
      }}
      onCancel={() => {
        args.onCancel();
        setValue(saved);
      }}
      onSave={async () => {
        setSaving(true);
        try {
          await args.onSave();
          setSaved(value);
          setJustSaved(true);
        } finally {
          setSaving(false);
        }
      }}
    />
  );
}

/** A failed save, with the message the page shows in the active language. */
function WithSaveError(args: CustomizePanelProps) {
  const { t } = useTranslation();
  return <CustomizePanel {...args} saveError={t('customize.saveError')} />;
}

const meta = {
  title: 'Customize/CustomizePanel',
  component: CustomizePanel,
  args: {
    value: DEFAULT_SITE_SETTINGS,
    onChange: fn(),
    onSave: fn(() => Promise.resolve()),
    onCancel: fn(),
    dirty: false,
    onUploadHeroImage: fn(() => Promise.resolve(sampleHeroImage)),
  },
} satisfies Meta<typeof CustomizePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function saveButton(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: i18n.t('customize.saveChanges') });
}

function cancelButton(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('button', { name: i18n.t('customize.cancel') });
}

/** The arrow key that moves to the next tab: the one pointing along the line of text. */
function nextTabKey() {
  return document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('customize.title') }),
    ).toBeVisible();
    const tablist = canvas.getByRole('tablist', { name: i18n.t('customize.tabsLabel') });
    const tabs = within(tablist).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      CUSTOMIZE_TABS.map((key) => i18n.t(`customize.tabs.${key}`)),
    );
    const theme = canvas.getByRole('tab', { name: i18n.t('customize.tabs.theme') });
    await expect(theme).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: i18n.t('customize.tabs.theme') });
    await expect(theme).toHaveAttribute('aria-controls', panel.id);
    await expect(
      within(panel).getByRole('group', { name: i18n.t('customize.colorScheme') }),
    ).toBeVisible();
    // Nothing to save or cancel until something changes.
    await expect(saveButton(canvasElement)).toBeDisabled();
    await expect(cancelButton(canvasElement)).toBeDisabled();
  },
};

export const SwitchesTabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (key: (typeof CUSTOMIZE_TABS)[number]) =>
      canvas.getByRole('tab', { name: i18n.t(`customize.tabs.${key}`) });

    await userEvent.click(tab('theme'));
    await userEvent.keyboard(nextTabKey());

    await expect(tab('layout')).toHaveFocus();
    await expect(tab('layout')).toHaveAttribute('aria-selected', 'true');
    await expect(
      within(canvas.getByRole('tabpanel', { name: i18n.t('customize.tabs.layout') })).getByRole(
        'group',
        { name: i18n.t('customize.navigationStyle') },
      ),
    ).toBeVisible();

    await userEvent.keyboard('{End}');
    await expect(tab('images')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('group', { name: i18n.t('customize.imageStyle') })).toBeVisible();

    // From the last tab the next one is the first again.
    await userEvent.keyboard(nextTabKey());
    await expect(tab('theme')).toHaveFocus();
    await expect(tab('theme')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tab('typography'));
    await expect(
      canvas.getByRole('slider', { name: i18n.t('customize.headingsSize') }),
    ).toBeVisible();
    // Only the open tab's panel is shown.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const PreviewsEachChange: Story = {
  render: (args) => <CustomizePage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('customize.tabs.layout') }));
    await userEvent.click(
      canvas.getByRole('radio', { name: i18n.t('customize.navigationStyles.side') }),
    );

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      navigationStyle: 'side',
    });
    await expect(saveButton(canvasElement)).toBeEnabled();
    await expect(cancelButton(canvasElement)).toBeEnabled();

    // Cancel reverts: the saved style is chosen again and there is nothing left to save.
    await userEvent.click(cancelButton(canvasElement));

    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.navigationStyles.top') }),
    ).toBeChecked();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const SavesChanges: Story = {
  render: (args) => <CustomizePage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('customize.tabs.images') }));
    await userEvent.click(canvas.getByRole('checkbox', { name: i18n.t('customize.hoverZoom') }));
    await userEvent.click(saveButton(canvasElement));

    await expect(args.onSave).toHaveBeenCalledOnce();
    const message = await canvas.findByText(i18n.t('customize.saved'));
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(saveButton(canvasElement)).toBeDisabled());
    await expect(cancelButton(canvasElement)).toBeDisabled();
  },
};

export const Dirty: Story = {
  args: { dirty: true },
  play: async ({ canvasElement, args }) => {
    await expect(saveButton(canvasElement)).toBeEnabled();
    await expect(cancelButton(canvasElement)).toBeEnabled();

    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSave).toHaveBeenCalledOnce();

    await userEvent.click(cancelButton(canvasElement));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { dirty: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: i18n.t('common.saving') })).toBeDisabled();
    await expect(cancelButton(canvasElement)).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { dirty: true },
  render: (args) => <WithSaveError {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n.t('customize.saveError'));
    // The changes are still there to save again.
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(i18n.t('customize.saved'));
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

export const Arabic: Story = {
  args: { dirty: true },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1, name: 'تخصيص الموقع' })).toBeVisible();
    const theme = canvas.getByRole('tab', { name: 'السمة' });
    const layout = canvas.getByRole('tab', { name: 'التخطيط' });
    // The tabs run from right to left.
    await expect(theme.getBoundingClientRect().left).toBeGreaterThan(
      layout.getBoundingClientRect().left,
    );

    await userEvent.click(theme);
    await userEvent.keyboard('{ArrowLeft}');

    await expect(layout).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'حفظ التغييرات' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { locale: 'ar', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvas.getByRole('tab', { name: i18n.t('customize.tabs.images') });

    await userEvent.click(canvas.getByRole('tab', { name: i18n.t('customize.tabs.theme') }));
    await userEvent.keyboard('{End}');

    // The tabs scroll: the last one is brought into view when chosen.
    await expect(images).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => {
      // The tabs scroll inside the tab list's parent, which has the window's width.
      const tablist = canvas.getByRole('tablist').parentElement!.getBoundingClientRect();
      const tab = images.getBoundingClientRect();
      expect(tab.left).toBeGreaterThanOrEqual(tablist.left - 1);
      expect(tab.right).toBeLessThanOrEqual(tablist.right + 1);
    });
  },
};
