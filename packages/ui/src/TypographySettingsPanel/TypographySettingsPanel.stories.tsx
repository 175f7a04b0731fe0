import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DEFAULT_SITE_SETTINGS,
  FONT_FAMILIES,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
} from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { StatefulSettingsPanel } from '../fixtures/StatefulSettingsPanel.tsx';
import { FONT_PAIRS } from '../theme/index.ts';
import { TypographySettingsPanel } from './TypographySettingsPanel.tsx';

const meta = {
  title: 'Customize/TypographySettingsPanel',
  component: TypographySettingsPanel,
  args: { value: DEFAULT_SITE_SETTINGS, onChange: fn() },
  // As on the page, the chosen options stay chosen; each change still reaches `onChange`.
  render: (args) => <StatefulSettingsPanel panel={TypographySettingsPanel} props={args} />,
} satisfies Meta<typeof TypographySettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic. Font names are proper
// names, the same in both.

const SLIDERS = [
  ['headings', 'customize.headingsSize'],
  ['body', 'customize.bodySize'],
  ['small', 'customize.smallSize'],
] as const;

/** The arrow key that raises a slider: the one pointing to its end, which is the left in Arabic. */
function raiseKey() {
  return document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const families = canvas.getByRole('group', { name: i18n.t('customize.fontFamily') });
    for (const family of FONT_FAMILIES) {
      const radio = within(families).getByRole('radio', { name: FONT_PAIRS[family].latin });
      // Each name is drawn in its own face.
      const name = within(families).getByText(FONT_PAIRS[family].latin);
      const faces = getComputedStyle(name)
        .fontFamily.split(',')
        .map((face) => face.trim().replace(/"/g, ''));
      await expect(faces).toContain(FONT_PAIRS[family].latin);
      // Before the fallbacks: the system face is never what draws it.
      await expect(faces.indexOf(FONT_PAIRS[family].latin)).toBeLessThan(2);
      await expect(radio.closest('label')).toBeVisible();
    }
    await expect(within(families).getByRole('radio', { name: 'Inter' })).toBeChecked();

    for (const [key, label] of SLIDERS) {
      const slider = canvas.getByRole('slider', { name: i18n.t(label) });
      const size = DEFAULT_SITE_SETTINGS.fontSizes[key];
      await expect(slider).toHaveAttribute('aria-valuenow', String(size));
      await expect(slider).toHaveAttribute('aria-valuemin', String(FONT_SIZE_MIN));
      await expect(slider).toHaveAttribute('aria-valuemax', String(FONT_SIZE_MAX));
      await expect(slider).toHaveAttribute(
        'aria-valuetext',
        i18n.t('customize.sizeValue', { size }),
      );
    }
    // The values are shown beside the sliders.
    await expect(canvas.getByText(i18n.t('customize.sizeValue', { size: 20 }))).toBeVisible();
    await expect(canvas.getByText(i18n.t('customize.sizeValue', { size: 16 }))).toBeVisible();
    await expect(canvas.getByText(i18n.t('customize.sizeValue', { size: 13 }))).toBeVisible();
  },
};

export const ChoosesFontFamily: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lato = canvas.getByRole('radio', { name: 'Lato' });

    await userEvent.click(lato);

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontFamily: 'lato',
    });
    await expect(lato).toBeChecked();
  },
};

export const SlidersByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rtl = document.documentElement.dir === 'rtl';
    const headings = canvas.getByRole('slider', { name: i18n.t('customize.headingsSize') });

    headings.focus();
    await userEvent.keyboard('{ArrowRight}');

    // ArrowRight moves one pixel towards the right: up in English, down in Arabic.
    const moved = rtl ? 19 : 21;
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, headings: moved },
    });
    await expect(headings).toHaveAttribute('aria-valuenow', String(moved));
    await expect(canvas.getByText(i18n.t('customize.sizeValue', { size: moved }))).toBeVisible();

    const body = canvas.getByRole('slider', { name: i18n.t('customize.bodySize') });
    body.focus();
    await userEvent.keyboard(raiseKey());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, headings: moved, body: 17 },
    });
  },
};

export const SlidersBounded: Story = {
  args: {
    value: { ...DEFAULT_SITE_SETTINGS, fontSizes: { headings: 23, body: 16, small: 13 } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getByRole('slider', { name: i18n.t('customize.headingsSize') });

    headings.focus();
    await userEvent.keyboard(raiseKey());
    await userEvent.keyboard(raiseKey());
    await userEvent.keyboard(raiseKey());

    // 24 is the top: the further presses change nothing.
    await expect(headings).toHaveAttribute('aria-valuenow', String(FONT_SIZE_MAX));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontSizes: { headings: 24, body: 16, small: 13 },
    });

    const small = canvas.getByRole('slider', { name: i18n.t('customize.smallSize') });
    small.focus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowDown}');

    // 12 is the bottom.
    await expect(small).toHaveAttribute('aria-valuenow', String(FONT_SIZE_MIN));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontSizes: { headings: 24, body: 16, small: 12 },
    });
  },
};

export const Arabic: Story = {
  args: { value: { ...DEFAULT_SITE_SETTINGS, fontFamily: 'openSans' } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('radio', { name: 'Open Sans' })).toBeChecked();
    const headings = canvas.getByRole('slider', { name: 'العناوين' });
    await expect(headings).toHaveAttribute('aria-valuetext', '20 بكسل');

    headings.focus();
    await userEvent.keyboard('{ArrowLeft}');

    // In Arabic the slider runs from right to left: ArrowLeft raises it.
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      fontFamily: 'openSans',
      fontSizes: { ...DEFAULT_SITE_SETTINGS.fontSizes, headings: 21 },
    });
  },
};
