import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CONTENT_WIDTHS, DEFAULT_SITE_SETTINGS, NAVIGATION_STYLES } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { StatefulSettingsPanel } from '../fixtures/StatefulSettingsPanel.tsx';
import { LayoutSettingsPanel } from './LayoutSettingsPanel.tsx';

const meta = {
  title: 'Customize/LayoutSettingsPanel',
  component: LayoutSettingsPanel,
  args: { value: DEFAULT_SITE_SETTINGS, onChange: fn() },
  // As on the page, the chosen options stay chosen; each change still reaches `onChange`.
  render: (args) => <StatefulSettingsPanel panel={LayoutSettingsPanel} props={args} />,
} satisfies Meta<typeof LayoutSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('group', { name: i18n.t('customize.navigationStyle') });
    for (const style of NAVIGATION_STYLES) {
      await expect(
        within(navigation)
          .getByRole('radio', {
            name: i18n.t(`customize.navigationStyles.${style}`),
          })
          .closest('label'),
      ).toBeVisible();
    }
    await expect(
      within(navigation).getByRole('radio', { name: i18n.t('customize.navigationStyles.top') }),
    ).toBeChecked();
    const width = canvas.getByRole('group', { name: i18n.t('customize.contentWidth') });
    for (const option of CONTENT_WIDTHS) {
      await expect(
        within(width)
          .getByRole('radio', { name: i18n.t(`customize.contentWidths.${option}`) })
          .closest('label'),
      ).toBeVisible();
    }
    await expect(
      within(width).getByRole('radio', { name: i18n.t('customize.contentWidths.contained') }),
    ).toBeChecked();
  },
};

export const ChoosesNavigationStyle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const side = canvas.getByRole('radio', { name: i18n.t('customize.navigationStyles.side') });

    await userEvent.click(side);

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      navigationStyle: 'side',
    });
    await expect(side).toBeChecked();

    // Native radios: the arrow keys move through the group and choose as they go.
    await userEvent.click(
      canvas.getByRole('radio', { name: i18n.t('customize.navigationStyles.minimal') }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      navigationStyle: 'minimal',
    });
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      navigationStyle: 'side',
    });
  },
};

export const ChoosesContentWidth: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const full = canvas.getByRole('radio', { name: i18n.t('customize.contentWidths.full') });

    await userEvent.click(full);

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      contentWidth: 'full',
    });
    await expect(full).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.contentWidths.contained') }),
    ).not.toBeChecked();
  },
};

export const Arabic: Story = {
  args: { value: { ...DEFAULT_SITE_SETTINGS, navigationStyle: 'side', contentWidth: 'full' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('radio', { name: 'جانبي' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'كامل العرض' })).toBeChecked();

    await userEvent.click(
      canvas.getByRole('radio', { name: i18n.t('customize.navigationStyles.top') }),
    );

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      contentWidth: 'full',
    });
  },
};

export const EditsFooterCreditPerLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const english = canvas.getByRole('textbox', { name: i18n.t('customize.footerCreditEn') });
    const arabic = canvas.getByRole('textbox', { name: i18n.t('customize.footerCreditAr') });
    await expect(english).toHaveValue(DEFAULT_SITE_SETTINGS.ownerName.en);
    await expect(arabic).toHaveValue(DEFAULT_SITE_SETTINGS.ownerName.ar);
    // Each name is typed in its own direction, whatever the page's.
    await expect(english).toHaveAttribute('dir', 'ltr');
    await expect(arabic).toHaveAttribute('dir', 'rtl');

    await userEvent.clear(arabic);
    await userEvent.type(arabic, 'فريق الأطلس');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      ownerName: { en: DEFAULT_SITE_SETTINGS.ownerName.en, ar: 'فريق الأطلس' },
    });
  },
};
