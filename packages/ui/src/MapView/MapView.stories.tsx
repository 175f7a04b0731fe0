import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DirectoryMap, Library, MapBox } from '@libatlas/contracts';
import { i18n, localized, type Language } from '@libatlas/i18n';
import { sampleLibraries, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { MapSkeleton, MapView, type MapViewProps, type MapViewState } from './index.ts';

// Port 9 (discard) never answers: every tile fails at once, as on a machine without network, so
// the stories look the same on every run and show how the map works without its tiles.
const UNREACHABLE_TILES = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const ar = i18n.getFixedT('ar');
/** A text in the language the story is shown in (the visual tests show every story in both). */
const t = i18n.t.bind(i18n);
const language = () => i18n.language as Language;
const nameOf = (id: string) => localized(sampleLibrary(id).lib_name, language());
const countryOf = (id: string) => localized(sampleLibrary(id).country, language());

/** 300 libraries on a fixed lattice over the inhabited latitudes: enough to need clustering. */
const manyLibraries: Library[] = Array.from({ length: 300 }, (_, index) => {
  const row = Math.floor(index / 20);
  const column = index % 20;
  const base = sampleLibraries[index % sampleLibraries.length] as Library;
  return {
    ...base,
    id: `generated-${index + 1}`,
    lib_name: { en: `Sample Library ${index + 1}`, ar: `مكتبة تجريبية ${index + 1}` },
    location: { lat: -45 + row * 6 + (column % 3), lng: -170 + column * 17 + (row % 4) },
  };
});

const unnamedLibrary: Library = {
  ...sampleLibrary('eg-enla'),
  id: 'unnamed',
  lib_name: { en: '', ar: '' },
  country: { en: '', ar: '' },
  website: '',
};

/** The basemap's land, once its shapes have arrived: the drawn countries. */
async function findLand(region: HTMLElement): Promise<SVGPathElement> {
  return waitFor(
    () => {
      const land = region.querySelector<SVGPathElement>('path.libatlas-basemap-land');
      if (!land || (land.getAttribute('d') ?? '').length < 100) {
        throw new Error('No land drawn yet');
      }
      return land;
    },
    { timeout: 10000 },
  );
}

/** Where the map put the tiles it asked for (none loads: UNREACHABLE_TILES). */
function tileImages(region: HTMLElement): HTMLImageElement[] {
  return [...region.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
}

/** The map's markers (not clusters), once Leaflet has drawn them. */
function markerIcons(canvasElement: HTMLElement): HTMLImageElement[] {
  return [...canvasElement.querySelectorAll<HTMLImageElement>('img.leaflet-marker-icon')];
}

async function findMap(canvasElement: HTMLElement, name = t('map.label')) {
  // The map's code arrives lazily: the region appears once Leaflet is loaded.
  const region = await within(canvasElement).findByRole('region', { name }, { timeout: 15000 });
  const container = region.querySelector<HTMLElement>('.leaflet-container');
  await expect(container).not.toBeNull();
  return { region, container: container as HTMLElement };
}

async function waitForMarkers(canvasElement: HTMLElement) {
  await waitFor(() => expect(markerIcons(canvasElement).length).toBeGreaterThan(0), {
    timeout: 10000,
  });
}

function markerNamed(canvasElement: HTMLElement, name: string): HTMLImageElement {
  const marker = markerIcons(canvasElement).find((icon) => icon.alt === name);
  if (!marker) {
    throw new Error(`No marker named ${name}`);
  }
  return marker;
}

/** The open popup, once Leaflet has faded it in. */
async function openPopup(region: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const popup = region.querySelector<HTMLElement>('.leaflet-popup');
    if (!popup || getComputedStyle(popup).opacity !== '1') {
      throw new Error('No popup open yet');
    }
    return popup;
  });
}

const meta = {
  title: 'Components/MapView',
  component: MapView,
  subcomponents: { MapSkeleton },
  args: {
    libraries: sampleLibraries,
    tileUrl: UNREACHABLE_TILES,
    height: 500,
    linkToDetails: true,
  },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { fitToLibraries: true },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    // Leaflet's controls keep working without tiles.
    await expect(within(region).getByRole('button', { name: t('map.zoomIn') })).toBeVisible();
    await expect(region).toHaveAttribute('dir', 'ltr');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    libraries: [sampleLibrary('sa-kfnl'), sampleLibrary('eg-enla')],
    fitToLibraries: true,
  },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement, ar('map.label'));
    await waitForMarkers(canvasElement);
    // The controls stay left-to-right inside the right-to-left page, with Arabic names.
    const zoomIn = within(region).getByRole('button', { name: ar('map.zoomIn') });
    const zoomControl = zoomIn.closest<HTMLElement>('.leaflet-control-zoom');
    await expect(zoomControl).not.toBeNull();
    await expect(getComputedStyle(zoomControl as HTMLElement).direction).toBe('ltr');

    await userEvent.click(markerNamed(canvasElement, 'مكتبة الملك فهد الوطنية'));
    const popup = await openPopup(region);
    await expect(popup.querySelector('.leaflet-popup-content > [dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(within(popup).getByText('مكتبة الملك فهد الوطنية')).toBeVisible();
    await expect(within(popup).getByText('المملكة العربية السعودية')).toBeVisible();
    await expect(
      within(popup).getByRole('link', { name: /زيارة الموقع الإلكتروني/ }),
    ).toBeVisible();
  },
};

export const PopupOpens: Story = {
  args: { libraries: [sampleLibrary('sa-kfnl')], fitToLibraries: true },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    const marker = markerNamed(canvasElement, nameOf('sa-kfnl'));
    await expect(marker).toHaveAttribute('role', 'button');
    await userEvent.click(marker);

    const popup = await openPopup(region);
    await expect(within(popup).getByText(nameOf('sa-kfnl'))).toBeVisible();
    await expect(within(popup).getByText(countryOf('sa-kfnl'))).toBeVisible();
    const website = within(popup).getByRole('link', {
      name: `${t('library.visitWebsite')} ${t('library.opensInNewTab')}`,
    });
    await expect(website).toHaveAttribute('href', 'https://www.kfnl.gov.sa');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const details = within(popup).getByRole('link', { name: t('map.viewDetails') });
    await expect(details).toHaveAttribute('href', '/libraries/sa-kfnl');
  },
};

/**
 * A map shown inside another site (the embed): the popup links to the library's page of the atlas
 * at its absolute address, in a new tab, rather than within the frame.
 */
export const PopupLinksOutOfTheFrame: Story = {
  args: {
    libraries: [sampleLibrary('sa-kfnl')],
    fitToLibraries: true,
    linkToDetails: false,
    detailsUrl: (id) => `https://atlas.example.org/libraries/${id}?lang=ar`,
  },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    await userEvent.click(markerNamed(canvasElement, nameOf('sa-kfnl')));
    const popup = await openPopup(region);
    const details = within(popup).getByRole('link', {
      name: `${t('map.viewDetails')} ${t('library.opensInNewTab')}`,
    });
    await expect(details).toHaveAttribute(
      'href',
      'https://atlas.example.org/libraries/sa-kfnl?lang=ar',
    );
    await expect(details).toHaveAttribute('target', '_blank');
    await expect(details).toHaveAttribute('rel', 'noopener');
  },
};

/**
 * An open popup takes the focus (its first link), so the keyboard reaches its links at once;
 * Escape closes it and gives the focus back to the marker. (Enter on a focused marker opens it:
 * the journeys press the real key.)
 */
export const PopupByKeyboard: Story = {
  args: { libraries: [sampleLibrary('sa-kfnl')], fitToLibraries: true, linkToDetails: true },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    const marker = markerNamed(canvasElement, nameOf('sa-kfnl'));
    await userEvent.click(marker);
    const popup = await openPopup(region);
    await waitFor(() =>
      expect(
        within(popup).getByRole('link', {
          name: `${t('library.visitWebsite')} ${t('library.opensInNewTab')}`,
        }),
      ).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(popup).getByRole('link', { name: t('map.viewDetails') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region.querySelector('.leaflet-popup')).toBeNull());
    await expect(marker).toHaveFocus();
  },
};

export const Fallbacks: Story = {
  args: { libraries: [unnamedLibrary], fitToLibraries: true },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    await userEvent.click(markerNamed(canvasElement, t('library.unnamed')));
    const popup = await openPopup(region);
    await expect(within(popup).getByText(t('library.unnamed'))).toBeVisible();
    await expect(within(popup).getByText(t('library.unknownCountry'))).toBeVisible();
    // No website: no Visit Website link.
    await expect(
      within(popup).queryByRole('link', { name: new RegExp(t('library.visitWebsite')) }),
    ).toBeNull();
  },
};

const cityLevelLibrary: Library = {
  ...sampleLibrary('eg-enla'),
  id: 'city-level',
  locationPrecision: 'city',
};

/**
 * A library whose building is not recorded is drawn as a dashed disc, not a pin; its name and its
 * popup say the point is the city.
 */
export const CityLevelPoint: Story = {
  args: { libraries: [sampleLibrary('sa-kfnl'), cityLevelLibrary], fitToLibraries: true },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    // The building's library keeps its pin.
    await expect(markerNamed(canvasElement, nameOf('sa-kfnl'))).toBeVisible();
    const label = t('map.cityLevelMarker', { name: nameOf('eg-enla') });
    const disc = await waitFor(() => {
      const found = region.querySelector<HTMLElement>(`.libatlas-city-marker[title="${label}"]`);
      if (!found) throw new Error('No city-level marker yet');
      return found;
    });
    await expect(disc.tagName).toBe('DIV');
    await expect(disc).toHaveTextContent(label);
    await userEvent.click(disc);
    const popup = await openPopup(region);
    await expect(within(popup).getByText(nameOf('eg-enla'))).toBeVisible();
    await expect(within(popup).getByText(t('map.cityLevel'))).toBeVisible();
  },
};

export const PickMode: Story = {
  args: { libraries: [], pickMode: true, onPick: fn() },
  play: async ({ canvasElement, args }) => {
    const { container } = await findMap(canvasElement);
    const box = container.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: container,
      coords: { clientX: box.left + box.width * 0.7, clientY: box.top + box.height * 0.3 },
    });
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    const [location] = (args.onPick as ReturnType<typeof fn>).mock.calls[0] as [
      { lat: number; lng: number },
    ];
    await expect(location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    // North-east of the centre (Dubai), rounded to 6 decimals.
    await expect(location.lat).toBeGreaterThan(25.2048);
    await expect(location.lng).toBeGreaterThan(55.2708);
    await expect(Number(location.lat.toFixed(6))).toBe(location.lat);
    await expect(Number(location.lng.toFixed(6))).toBe(location.lng);
    await waitFor(() =>
      expect(
        markerIcons(canvasElement).some(
          (icon) =>
            icon.alt ===
            t('map.selectedLocation', { latitude: location.lat, longitude: location.lng }),
        ),
      ).toBe(true),
    );
  },
};

export const PickWithKeyboard: Story = {
  args: { libraries: [], pickMode: true, onPick: fn() },
  play: async ({ canvasElement, args }) => {
    const { container } = await findMap(canvasElement);
    // The map tells keyboard users how to pick.
    await expect(container).toHaveAccessibleDescription(t('map.keyboardPick'));
    container.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onPick).toHaveBeenCalledWith({ lat: 25.2048, lng: 55.2708 }));
  },
};

export const PickModeWithSavedLocation: Story = {
  args: { libraries: [], pickMode: true, picked: { lat: 24.6845, lng: 46.6862 }, onPick: fn() },
  play: async ({ canvasElement }) => {
    await findMap(canvasElement);
    await waitFor(() =>
      expect(markerIcons(canvasElement).map((icon) => icon.alt)).toEqual([
        t('map.selectedLocation', { latitude: 24.6845, longitude: 46.6862 }),
      ]),
    );
  },
};

export const ManyMarkers: Story = {
  args: { libraries: manyLibraries, fitToLibraries: true },
  play: async ({ canvasElement }) => {
    await findMap(canvasElement);
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.marker-cluster').length).toBeGreaterThan(0),
      {
        timeout: 10000,
      },
    );
    // Clusters stand for most markers; each names what it counts.
    await expect(markerIcons(canvasElement).length).toBeLessThan(300);
    const cluster = canvasElement.querySelector<HTMLElement>('.marker-cluster') as HTMLElement;
    const count = Number(cluster.querySelector('[aria-hidden="true"]')?.textContent);
    await expect(count).toBeGreaterThan(1);
    await expect(cluster).toHaveAccessibleName(t('libraries.count', { count }));
  },
};

/**
 * A map drawn inside a box that has no size yet (a collapsed panel, a hidden tab) and is opened
 * later: Leaflet measured nothing at first, so the map must notice its new size and only then fit
 * the libraries, clustered as on a map that had its size from the start.
 */
export const SizedAfterMount: Story = {
  args: { libraries: manyLibraries, fitToLibraries: true },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    useEffect(() => {
      // Opened two frames after the map mounted, as a panel opened by the reader would be.
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setOpen(true));
      });
      return () => cancelAnimationFrame(frame);
    }, []);
    return (
      <div data-testid="panel" style={{ height: open ? 500 : 0, overflow: 'hidden' }}>
        <MapView {...args} height="100%" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await findMap(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid="panel"]')?.clientHeight).toBe(500),
    );
    await waitFor(
      () => expect(canvasElement.querySelectorAll('.marker-cluster').length).toBeGreaterThan(0),
      { timeout: 10000 },
    );
    // Fitted to the libraries once sized: clusters on screen, not a map at an undefined zoom.
    const container = canvasElement.querySelector<HTMLElement>('.leaflet-container') as HTMLElement;
    const box = container.getBoundingClientRect();
    const inside = [...canvasElement.querySelectorAll<HTMLElement>('.marker-cluster')].filter(
      (cluster) => {
        const rect = cluster.getBoundingClientRect();
        return (
          rect.left >= box.left &&
          rect.right <= box.right &&
          rect.top >= box.top &&
          rect.bottom <= box.bottom
        );
      },
    );
    await expect(inside.length).toBeGreaterThan(0);
  },
};

export const NoLibraries: Story = {
  args: { libraries: [] },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    // The controls come a task after the map itself (a map is made in steps).
    await expect(
      await within(region).findByRole('button', { name: t('map.zoomOut') }),
    ).toBeVisible();
    await expect(markerIcons(canvasElement)).toHaveLength(0);
  },
};

/**
 * The Natural Earth basemap under the markers, with every tile refused: the countries' land,
 * borders and coastlines in the theme's colours, under the tile pane, credited in the attribution.
 */
export const Basemap: Story = {
  args: { libraries: sampleLibraries, center: { lat: 30, lng: 20 }, zoom: 2 },
  play: async ({ canvasElement }) => {
    const { region, container } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    const land = await findLand(region);
    const pane = land.closest<HTMLElement>('.leaflet-pane');
    const tilePane = region.querySelector<HTMLElement>('.leaflet-tile-pane');
    await expect(Number(getComputedStyle(pane as HTMLElement).zIndex)).toBeLessThan(
      Number(getComputedStyle(tilePane as HTMLElement).zIndex),
    );
    // The land is not the sea, and the drawing takes no click from the map.
    await expect(getComputedStyle(land).fill).not.toBe(getComputedStyle(container).backgroundColor);
    await expect(getComputedStyle(land).pointerEvents).toBe('none');
    const credits = region.querySelector<HTMLElement>('.leaflet-control-attribution');
    await expect(
      within(credits as HTMLElement).getByRole('link', { name: 'Natural Earth' }),
    ).toHaveAttribute('href', 'https://www.naturalearthdata.com/');
  },
};

/** The same basemap on a right-to-left page: the map itself is not mirrored. */
export const BasemapArabic: Story = {
  ...Basemap,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement, ar('map.label'));
    await waitForMarkers(canvasElement);
    const land = await findLand(region);
    await expect(region).toHaveAttribute('dir', 'ltr');
    // West stays on the left, as on any map: Washington's marker left of Tokyo's.
    const washington = markerNamed(
      canvasElement,
      localized(sampleLibrary('us-loc').lib_name, 'ar'),
    );
    const tokyo = markerNamed(canvasElement, localized(sampleLibrary('jp-ndl').lib_name, 'ar'));
    await expect(washington.getBoundingClientRect().left).toBeLessThan(
      tokyo.getBoundingClientRect().left,
    );
    await expect(land.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

/** An empty tile URL (TILE_URL= on the server): the basemap alone, no tile asked for or credited. */
export const BasemapWithoutTiles: Story = {
  args: { libraries: sampleLibraries, fitToLibraries: true, tileUrl: '' },
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    await waitForMarkers(canvasElement);
    await findLand(region);
    await expect(tileImages(region)).toHaveLength(0);
    const credits = region.querySelector<HTMLElement>('.leaflet-control-attribution');
    await expect(credits).toHaveTextContent('Natural Earth');
    await expect(credits).not.toHaveTextContent('OpenStreetMap');
  },
};

/** The basemap in the dark colour scheme: dark sea, darker land, light borders. */
export const BasemapDark: Story = {
  ...BasemapWithoutTiles,
  globals: { colorScheme: 'dark' },
};

/** The box around some libraries, as the server's answer gives it (west, south, east, north). */
function boxOf(libraries: readonly Library[]): MapBox {
  const lats = libraries.map((library) => library.location.lat);
  const lngs = libraries.map((library) => library.location.lng);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

const european = sampleLibraries.filter((library) => library.region.en === 'Europe');

/**
 * What GET /api/directory/map would answer for the sample libraries, made here (no network): below
 * zoom 5 the European ones are one group, which falls apart at 5; the others are single libraries.
 */
function sampleAnswer({ zoom }: MapViewState): DirectoryMap {
  const grouped = zoom < 5;
  const lat = european.reduce((sum, library) => sum + library.location.lat, 0) / european.length;
  const lng = european.reduce((sum, library) => sum + library.location.lng, 0) / european.length;
  return {
    zoom,
    clusters: grouped ? [{ id: 7, lat, lng, count: european.length, expansionZoom: 5 }] : [],
    libraries: grouped
      ? sampleLibraries.filter((library) => library.region.en !== 'Europe')
      : sampleLibraries,
    bounds: boxOf(sampleLibraries),
  };
}

interface ServerAnswersProps extends MapViewProps {
  /** The server's answer for a view. */
  answer: (view: MapViewState) => DirectoryMap;
}

/** A map fed as DirectoryMap feeds it: each view it reports is answered, after a short wait. */
function ServerAnswers({ answer, onViewChange, ...props }: ServerAnswersProps) {
  const [shown, setShown] = useState<DirectoryMap | null>(null);
  const [view, setView] = useState<MapViewState | null>(null);
  useEffect(() => {
    if (!view) return;
    const timer = setTimeout(() => setShown(answer(view)), 50);
    return () => clearTimeout(timer);
  }, [view, answer]);
  return (
    <MapView
      {...props}
      clusters={shown?.clusters ?? []}
      libraries={shown?.libraries ?? []}
      bounds={shown?.bounds}
      onViewChange={(next) => {
        onViewChange?.(next);
        setView(next);
      }}
    />
  );
}

/** The group of the European sample libraries, once drawn: a button named by its count. */
async function findCluster(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole(
    'button',
    { name: t('map.cluster', { count: european.length }) },
    { timeout: 15000 },
  );
}

/**
 * The map of the directory as the server groups it (issue 32): the map reports the box and zoom
 * in view, fits itself to the answer's bounds, and draws the answer's groups as discs with their
 * count; a click on one zooms to where it falls apart, and its libraries' markers open popups.
 */
export const ServerClusters: Story = {
  args: { libraries: undefined, onViewChange: fn() },
  render: (args) => <ServerAnswers {...args} answer={sampleAnswer} />,
  play: async ({ canvasElement, args }) => {
    const { region } = await findMap(canvasElement);
    const cluster = await findCluster(canvasElement);
    await expect(cluster).toHaveTextContent(String(european.length));
    await expect(args.onViewChange).toHaveBeenCalledWith(
      expect.objectContaining({ bbox: expect.stringMatching(/^[-\d.e]+(,[-\d.e]+){3}$/) }),
    );
    // Fitted to the answer's bounds: every sample library's marker, or its group, is in view.
    await waitFor(() =>
      expect(markerIcons(canvasElement)).toHaveLength(sampleLibraries.length - 2),
    );
    await expect(() => markerNamed(canvasElement, nameOf('fr-bnf'))).toThrow();

    await userEvent.click(cluster);
    await waitFor(() =>
      expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 5 })),
    );
    await waitFor(() => markerNamed(canvasElement, nameOf('fr-bnf')));
    await userEvent.click(markerNamed(canvasElement, nameOf('fr-bnf')));
    const popup = await openPopup(region);
    await expect(popup).toHaveTextContent(nameOf('fr-bnf'));
    await expect(popup).toHaveTextContent(countryOf('fr-bnf'));
    await expect(within(popup).getByRole('link', { name: t('map.viewDetails') })).toHaveAttribute(
      'href',
      '/libraries/fr-bnf',
    );
  },
};

/** In Arabic the group is named in Arabic, and Enter on it zooms in as a click does. */
export const ServerClustersArabic: Story = {
  ...ServerClusters,
  globals: { locale: 'ar' },
  play: async ({ canvasElement, args }) => {
    const { region } = await findMap(canvasElement, ar('map.label'));
    const cluster = await findCluster(canvasElement);
    await expect(cluster).toHaveAccessibleName(ar('map.cluster', { count: european.length }));
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onViewChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 5 })),
    );
    const marker = await waitFor(() => markerNamed(canvasElement, nameOf('gb-bl')));
    await userEvent.click(marker);
    const popup = await openPopup(region);
    await expect(within(popup).getByText(nameOf('gb-bl'))).toBeVisible();
    await expect(getComputedStyle(popup.querySelector('[dir]') as HTMLElement).direction).toBe(
      'rtl',
    );
  },
};

const annex: Library = {
  ...sampleLibrary('gb-bl'),
  id: 'gb-bl-annex',
  lib_name: { en: 'British Library Annex', ar: 'ملحق المكتبة البريطانية' },
};

/**
 * Two libraries on one point (as the server gives them from zoom 18, where nothing is grouped):
 * drawn apart round it, so that each can be seen, clicked and opened.
 */
export const LibrariesOnOnePoint: Story = {
  args: {
    libraries: undefined,
    center: sampleLibrary('gb-bl').location,
    zoom: 18,
  },
  render: (args) => (
    <ServerAnswers
      {...args}
      answer={({ zoom }) => ({
        zoom,
        clusters: [],
        libraries: [sampleLibrary('gb-bl'), annex],
        bounds: null,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const { region } = await findMap(canvasElement);
    const first = await waitFor(() => markerNamed(canvasElement, nameOf('gb-bl')));
    const second = markerNamed(canvasElement, localized(annex.lib_name, language()));
    const [a, b] = [first.getBoundingClientRect(), second.getBoundingClientRect()];
    await expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(20);
    await userEvent.click(second);
    const popup = await openPopup(region);
    await expect(popup).toHaveTextContent(localized(annex.lib_name, language()));
  },
};

const pacific: Library = {
  ...sampleLibrary('au-nla'),
  id: 'pacific',
  lib_name: { en: 'Pacific Test Library', ar: 'مكتبة المحيط الهادئ التجريبية' },
  location: { lat: -20, lng: -175 },
};

/**
 * A map panned past 180° east: the box it asks for runs past 180 (as Leaflet gives it), and the
 * libraries the server answers in ±180 are drawn on the copy of the world in view.
 */
export const PastTheAntimeridian: Story = {
  args: {
    libraries: undefined,
    center: { lat: -28, lng: 180 },
    zoom: 3,
    onViewChange: fn(),
  },
  render: (args) => (
    <ServerAnswers
      {...args}
      answer={({ zoom }) => ({
        zoom,
        clusters: [],
        libraries: [sampleLibrary('au-nla'), pacific],
        bounds: null,
      })}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const { container } = await findMap(canvasElement);
    const onViewChange = args.onViewChange as ReturnType<typeof fn>;
    await waitFor(() => expect(onViewChange).toHaveBeenCalled());
    const { bbox } = onViewChange.mock.calls[0]![0] as MapViewState;
    const east = Number(bbox.split(',')[2]);
    await expect(east).toBeGreaterThan(180);
    const box = container.getBoundingClientRect();
    for (const name of [nameOf('au-nla'), localized(pacific.lib_name, language())]) {
      const marker = await waitFor(() => markerNamed(canvasElement, name));
      const { x, y } = marker.getBoundingClientRect();
      await expect(x > box.left && x < box.right && y > box.top && y < box.bottom).toBe(true);
    }
  },
};
