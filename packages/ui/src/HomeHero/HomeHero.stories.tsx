import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatNumber, i18n, type Language } from '@libatlas/i18n';
import { sampleHeroImage } from '../fixtures/sampleHeroImage.ts';
import { HomeHero } from './HomeHero.tsx';

const meta = {
  title: 'Browse/HomeHero',
  component: HomeHero,
  args: { libraries: 1250, countries: 193, regions: 8 },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The number shown under a counter's label: the `dd` that follows its `dt`. */
function counter(
  canvasElement: HTMLElement,
  labelKey: 'home.stats.libraries' | 'home.stats.countries' | 'home.stats.regions',
) {
  const term = within(canvasElement).getByText(i18n.t(labelKey), { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') {
    throw new Error(`No value after the ${labelKey} label`);
  }
  return value;
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const language = i18n.language as Language;
    const hero = canvas.getByRole('region', { name: i18n.t('home.heroTitle') });
    await expect(
      within(hero).getByRole('heading', { level: 1, name: i18n.t('home.heroTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18n.t('home.heroDescription1'))).toBeVisible();
    await expect(canvas.getByText(i18n.t('home.heroDescription2'))).toBeVisible();
    await expect(counter(canvasElement, 'home.stats.libraries')).toHaveTextContent(
      formatNumber(args.libraries, language),
    );
    await expect(counter(canvasElement, 'home.stats.countries')).toHaveTextContent(
      formatNumber(args.countries, language),
    );
    await expect(counter(canvasElement, 'home.stats.regions')).toHaveTextContent(
      formatNumber(args.regions, language),
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'اكتشف المكتبات الوطنية حول العالم' }),
    ).toBeVisible();
    // Arabic labels; numbers in Latin digits with the grouping separator, like the rest of the data.
    await expect(counter(canvasElement, 'home.stats.libraries')).toHaveTextContent('1,250');
    await expect(canvas.getByText('المكتبات', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('الدول', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText('المناطق', { selector: 'dt' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { libraries: 0, countries: 0, regions: 0, loading: true },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    for (const key of [
      'home.stats.libraries',
      'home.stats.countries',
      'home.stats.regions',
    ] as const) {
      const value = counter(canvasElement, key);
      // No "0" that would read as an empty atlas: a placeholder, and "Loading…" for screen readers.
      await expect(value).toHaveTextContent(i18n.t('common.loading'));
      await expect(value).not.toHaveTextContent('0');
    }
    // The words read to screen readers take no room: the page never scrolls sideways (a hidden
    // text as wide as the page once pushed the Arabic hero off screen).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** With the hero image chosen on the Customise page: a dark overlay keeps the white text readable. */
export const WithBackgroundImage: Story = {
  args: { backgroundImage: sampleHeroImage },
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('region', { name: i18n.t('home.heroTitle') });
    const style = getComputedStyle(hero);
    await expect(style.backgroundImage).toContain('linear-gradient');
    await expect(style.backgroundImage).toContain('data:image/svg+xml');
    await expect(style.color).toBe('rgb(255, 255, 255)');
  },
};

/**
 * On a common phone (360 px wide), with the directory's real figures, the three counters stay side
 * by side on one row.
 */
export const OnPhone: Story = {
  args: { libraries: 183, countries: 173, regions: 8 },
  parameters: {
    viewport: {
      options: { phone: { name: 'Phone', styles: { width: '360px', height: '780px' } } },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const tops = (
      ['home.stats.libraries', 'home.stats.countries', 'home.stats.regions'] as const
    ).map((key) => Math.round(counter(canvasElement, key).getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
