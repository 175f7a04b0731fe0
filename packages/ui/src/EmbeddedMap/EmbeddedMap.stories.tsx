import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n, localized, type Language } from '@libatlas/i18n';
import { onAPhone } from '../fixtures/onAPhone.ts';
import { sampleLibraries, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { EmbeddedMap } from './EmbeddedMap.tsx';

// Port 9 (discard) never answers: every tile fails, as on a machine without network; the map
// draws its basemap alone.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';
const ATLAS = 'https://atlas.example.org';

const meta = {
  title: 'Open data/EmbeddedMap',
  component: EmbeddedMap,
  args: {
    libraries: sampleLibraries,
    tileUrl: UNREACHABLE_TILES,
    atlasUrl: `${ATLAS}/`,
    libraryUrl: (id: string) => `${ATLAS}/libraries/${id}`,
    onRetry: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof EmbeddedMap>;

export default meta;
type Story = StoryObj<typeof meta>;

// Texts from the active catalog: the visual suite opens every story in English and in Arabic.
const t = i18n.t.bind(i18n);
const nameOf = (id: string) => localized(sampleLibrary(id).lib_name, i18n.language as Language);

async function findMap(canvasElement: HTMLElement, name = t('map.label')) {
  return within(canvasElement).findByRole('region', { name }, { timeout: 15000 });
}

async function findMarker(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const marker = [
        ...canvasElement.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon'),
      ].find((icon) => icon.alt === name);
      if (!marker) throw new Error(`No marker for ${name} yet`);
      return marker;
    },
    { timeout: 10000 },
  );
}

async function basemapDrawn(region: HTMLElement) {
  await waitFor(() => expect(region.querySelector('path.libatlas-basemap-land')).not.toBeNull(), {
    timeout: 10000,
  });
}

/**
 * The map fills the frame; a popup's link opens the library's page of the atlas in a new tab, and
 * "Open the atlas" the atlas itself.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = await findMap(canvasElement);
    await basemapDrawn(region);
    await expect(region.getBoundingClientRect().height).toBe(window.innerHeight);
    const open = within(canvasElement).getByRole('link', {
      name: `${t('map.openAtlas')} ${t('library.opensInNewTab')}`,
    });
    await expect(open).toHaveAttribute('href', `${ATLAS}/`);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener');

    await userEvent.click(await findMarker(canvasElement, nameOf('au-nla')));
    const popup = await waitFor(() => {
      const element = region.querySelector<HTMLElement>('.leaflet-popup');
      if (!element) throw new Error('No popup yet');
      return element;
    });
    const details = within(popup).getByRole('link', {
      name: `${t('map.viewDetails')} ${t('library.opensInNewTab')}`,
    });
    await expect(details).toHaveAttribute('href', `${ATLAS}/libraries/au-nla`);
    await expect(details).toHaveAttribute('target', '_blank');
    await expect(details).toHaveAttribute('rel', 'noopener');
  },
};

/** One region's map, named after it. */
export const OneRegion: Story = {
  args: {
    libraries: sampleLibraries.filter((library) => library.region.en === 'Europe'),
  },
  // The region's name in the language the story is shown in.
  render: (args) => <EmbeddedMap {...args} label={t('region.europe')} />,
  play: async ({ canvasElement }) => {
    const region = await findMap(canvasElement, t('region.europe'));
    await basemapDrawn(region);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('region.europe') }),
    ).toBeInTheDocument();
  },
};

/**
 * In Arabic the popups and the link read right to left, while the link stays top right, clear of
 * the zoom buttons that the map keeps top left.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const region = await findMap(canvasElement, 'خريطة المكتبات الوطنية');
    await basemapDrawn(region);
    const open = within(canvasElement).getByRole('link', { name: /افتح الأطلس/ });
    const zoomIn = within(region).getByRole('button', { name: t('map.zoomIn') });
    await expect(open.getBoundingClientRect().left).toBeGreaterThan(window.innerWidth / 2);
    await expect(zoomIn.getBoundingClientRect().right).toBeLessThan(window.innerWidth / 2);
    await expect(getComputedStyle(open).direction).toBe('rtl');
  },
};

/** The list failed: said over the map, with Try Again; the map itself still shows. */
export const LoadFailed: Story = {
  args: { libraries: undefined, error: true },
  play: async ({ canvasElement, args }) => {
    const region = await findMap(canvasElement);
    await basemapDrawn(region);
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(t('library.fetchError'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In a narrow frame (a phone, or a sidebar): the map and its link still fit. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvasElement }) => {
    const region = await findMap(canvasElement);
    await basemapDrawn(region);
    const open = within(canvasElement).getByRole('link', { name: new RegExp(t('map.openAtlas')) });
    await expect(open.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
