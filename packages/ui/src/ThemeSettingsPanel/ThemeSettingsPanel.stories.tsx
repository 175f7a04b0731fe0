import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCENT_COLORS, COLOR_SCHEMES, DEFAULT_SITE_SETTINGS } from '@libatlas/contracts';
import { formatNumber, i18n, type Language } from '@libatlas/i18n';
import { StatefulSettingsPanel } from '../fixtures/StatefulSettingsPanel.tsx';
import { contrastIssues } from './contrastIssues.ts';
import { ThemeSettingsPanel } from './ThemeSettingsPanel.tsx';
import { ColorField } from './ColorField.tsx';

const meta = {
  title: 'Customize/ThemeSettingsPanel',
  component: ThemeSettingsPanel,
  subcomponents: { ColorField },
  args: { value: DEFAULT_SITE_SETTINGS, onChange: fn() },
  // As on the page, the chosen options stay chosen; each change still reaches `onChange`.
  render: (args) => <StatefulSettingsPanel panel={ThemeSettingsPanel} props={args} />,
} satisfies Meta<typeof ThemeSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const customSettings = { ...DEFAULT_SITE_SETTINGS, colorScheme: 'custom' as const };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schemes = canvas.getByRole('group', { name: i18n.t('customize.colorScheme') });
    for (const scheme of COLOR_SCHEMES) {
      await expect(
        within(schemes)
          .getByRole('radio', { name: i18n.t(`customize.schemes.${scheme}`) })
          .closest('label'),
      ).toBeVisible();
    }
    await expect(
      within(schemes).getByRole('radio', { name: i18n.t('customize.schemes.default') }),
    ).toBeChecked();
    const accents = canvas.getByRole('group', { name: i18n.t('customize.accentColor') });
    for (const accent of ACCENT_COLORS) {
      await expect(
        within(accents).getByRole('radio', { name: i18n.t(`customize.accents.${accent}`) }),
      ).toBeEnabled();
    }
    await expect(
      within(accents).getByRole('radio', { name: i18n.t('customize.accents.indigo') }),
    ).toBeChecked();
    // The custom colours appear only with the Custom scheme.
    await expect(canvas.queryByLabelText(i18n.t('customize.primaryColor'))).toBeNull();
  },
};

export const SwitchesScheme: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.schemes.dark') }));

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      colorScheme: 'dark',
    });
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.schemes.dark') }),
    ).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.schemes.light') }));

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      colorScheme: 'light',
    });
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const ChoosesAccent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const green = canvas.getByRole('radio', { name: i18n.t('customize.accents.green') });

    await userEvent.click(green);

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      accent: 'green',
    });
    await expect(green).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.accents.indigo') }),
    ).not.toBeChecked();
  },
};

export const CustomRevealsColors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.schemes.custom') }));

    await expect(args.onChange).toHaveBeenLastCalledWith(customSettings);
    const primary = canvas.getByLabelText(i18n.t('customize.primaryColor'));
    const background = canvas.getByLabelText(i18n.t('customize.backgroundColor'));
    await expect(primary).toHaveValue(DEFAULT_SITE_SETTINGS.customColors.primary);
    await expect(background).toHaveValue(DEFAULT_SITE_SETTINGS.customColors.background);
    const picker = canvas.getByLabelText(
      i18n.t('customize.pickColor', { name: i18n.t('customize.primaryColor') }),
    );
    await expect(picker).toHaveAttribute('type', 'color');
    await expect(picker).toHaveValue(DEFAULT_SITE_SETTINGS.customColors.primary);
    // The default custom colours read well: no warning.
    await expect(canvas.queryByRole('status')).toBeNull();
    // The accents give way to the custom primary colour.
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.accents.blue') }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: i18n.t('customize.accentColor') }),
    ).toHaveAccessibleDescription(i18n.t('customize.accentCustomHint'));

    // A typed hex code is passed on once it is whole, and the picker follows it.
    await userEvent.clear(primary);
    await userEvent.type(primary, '#00695c');

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...customSettings,
      customColors: { ...customSettings.customColors, primary: '#00695c' },
    });
    await expect(picker).toHaveValue('#00695c');
  },
};

export const InvalidHexCode: Story = {
  args: { value: customSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const background = canvas.getByLabelText(i18n.t('customize.backgroundColor'));

    await userEvent.clear(background);
    await userEvent.type(background, '#fff');

    await expect(background).toHaveAttribute('aria-invalid', 'true');
    await expect(background).toHaveAccessibleDescription(i18n.t('validation.invalidColor'));
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.type(background, 'ff0');
    await expect(background).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...customSettings,
      customColors: { ...customSettings.customColors, background: '#fffff0' },
    });
  },
};

export const ContrastWarning: Story = {
  args: { value: customSettings },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const language = i18n.language as Language;
    const primary = canvas.getByLabelText(i18n.t('customize.primaryColor'));
    const background = canvas.getByLabelText(i18n.t('customize.backgroundColor'));

    // Yellow links on white: about 1.2:1.
    await userEvent.clear(background);
    await userEvent.type(background, '#ffffff');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#ffeb3b');

    const warning = await canvas.findByRole('status');
    await expect(warning).toHaveTextContent(i18n.t('customize.contrastWarning'));
    await expect(warning).toHaveTextContent(
      i18n.t('customize.contrastPrimary', { ratio: formatNumber(1.2, language) }),
    );
    // Body text and button labels still read well: only the one pair is listed.
    await expect(within(warning).getAllByRole('listitem')).toHaveLength(1);
    await expect(warning).toHaveTextContent(i18n.t('customize.contrastAdvice'));

    // A mid-grey background leaves even the best text colour short of 4.5:1.
    await userEvent.clear(background);
    await userEvent.type(background, '#767676');
    const grey = {
      ...customSettings,
      customColors: { primary: '#ffeb3b', background: '#767676' },
    };
    const text = contrastIssues(grey).find((issue) => issue.check === 'text');
    await expect(text).toBeDefined();
    await expect(warning).toHaveTextContent(
      i18n.t('customize.contrastText', {
        ratio: formatNumber(Math.floor(text!.ratio * 10) / 10, language),
      }),
    );

    // A readable pair clears the warning.
    await userEvent.clear(background);
    await userEvent.type(background, '#ffffff');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#3949ab');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

export const PoorPair: Story = {
  args: {
    value: { ...customSettings, customColors: { primary: '#ffeb3b', background: '#ffffff' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      i18n.t('customize.contrastWarning'),
    );
  },
};

export const DarkScheme: Story = {
  args: { value: { ...DEFAULT_SITE_SETTINGS, colorScheme: 'dark', accent: 'pink' } },
  globals: { colorScheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.schemes.dark') }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('radio', { name: i18n.t('customize.accents.pink') }),
    ).toBeChecked();
  },
};

export const Arabic: Story = {
  args: { value: customSettings },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('radio', { name: 'مخصص' })).toBeChecked();
    await expect(canvas.getByLabelText(i18n.t('customize.primaryColor'))).toHaveValue(
      DEFAULT_SITE_SETTINGS.customColors.primary,
    );

    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.schemes.default') }));
    await userEvent.click(canvas.getByRole('radio', { name: i18n.t('customize.accents.purple') }));

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...customSettings,
      colorScheme: 'default',
      accent: 'purple',
    });
  },
};
