import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useGrowingCount } from '../useGrowingCount.ts';
import { Link as RouterLink } from 'react-router-dom';
import L from 'leaflet';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import {
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type { MapCluster, MapLibrary } from '@libatlas/contracts';
import { localized, useLanguage, useTranslation } from '@libatlas/i18n';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from './mapDefaults.ts';
import { countryLabel } from '../countryLabel.ts';
import type { MapLocation, MapViewProps, MapViewState } from './MapViewProps.ts';
import { NewTabHint } from '../shared/NewTabHint.tsx';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { BASEMAP_PANE, NaturalEarthBasemap, type BasemapColours } from './NaturalEarthBasemap.tsx';

// Leaflet's own marker images, imported through Vite so they ship with the app (never a CDN), at
// the spec's 25×41 size (§9) with Leaflet's standard anchors.
const markerIcon = L.icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIcon2xUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

// A point known only to the city: a hollow, dashed disc instead of the pin, so it is never read as
// the building (its popup and its name say so too).
const CITY_MARKER_CLASS = 'libatlas-city-marker';

/** The city-level marker, named for screen readers (a div icon has no alt text of its own). */
function cityMarkerIcon(label: string): L.DivIcon {
  return L.divIcon({
    className: CITY_MARKER_CLASS,
    html: `<span aria-hidden="true"></span><span class="${SR_ONLY_CLASS}">${escapeHtml(label)}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -12],
  });
}

// After this many tile failures in a row (and not one success) the tile server is taken to be out
// of reach, and the layer stops asking: the markers keep working on the basemap.
const MAX_TILE_FAILURES_IN_A_ROW = 24;

const SR_ONLY_CLASS = 'libatlas-map-sr-only';

/** The closest zoom: the tile layer's (spec §9), and the map's own, with or without tiles. */
const MAX_ZOOM = 18;

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** A chosen point as the form stores it: longitude brought back into ±180, 6 decimals. */
function toLocation(latlng: L.LatLng): MapLocation {
  const wrapped = latlng.wrap();
  return { lat: round6(wrapped.lat), lng: round6(wrapped.lng) };
}

/** 0,0 is the form's default (spec §9): a library or a pick there has no known location. */
function hasKnownLocation(location: MapLocation | null | undefined): location is MapLocation {
  return (
    location != null &&
    Number.isFinite(location.lat) &&
    Number.isFinite(location.lng) &&
    Math.abs(location.lat) <= 90 &&
    Math.abs(location.lng) <= 180 &&
    !(location.lat === 0 && location.lng === 0)
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

interface TileLayerWithLimitProps {
  url: string;
  attribution: string | undefined;
}

/**
 * Tiles from OpenStreetMap's own servers (the default, `tile.openstreetmap.org` as its tile policy
 * names it, or a lettered subdomain), whose policy requires its credit on the map.
 */
function isOpenStreetMapTiles(url: string): boolean {
  return /^https?:\/\/(\{s\}\.|[a-c]\.)?tile\.openstreetmap\.org\//i.test(url);
}

/** A theme colour's red, green and blue: #rgb, #rrggbb, rgb() or rgba(), as MUI palettes write them. */
function channelsOf(color: string): number[] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? hex[1]!.replace(/./g, '$&$&') : hex[1]!;
    return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(color.trim());
  return rgb ? rgb.slice(1, 4).map(Number) : null;
}

/**
 * `overlay` laid over `base` at `amount` (0–1), opaque. Here rather than MUI's `blend`: that
 * would keep a function in every page's first-load code (the theme's module) for the map alone.
 */
function mix(base: string, overlay: string, amount: number): string {
  const under = channelsOf(base);
  const over = channelsOf(overlay);
  if (!under || !over) return base;
  const [red, green, blue] = under.map((value, index) =>
    Math.round(value * (1 - amount) + over[index]! * amount),
  );
  return `rgb(${red}, ${green}, ${blue})`;
}

/** The sea (the map's own background) and the basemap's colours, from the site's theme. */
function mapColours(theme: Theme): BasemapColours & { water: string } {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  return {
    // The page's background, tinted towards the site's accent: a sea that is not the page.
    water: mix(palette.background.default, palette.primary.main, dark ? 0.12 : 0.1),
    // A dark paper is too close to a dark sea: lifted a step towards the text.
    land: dark
      ? mix(palette.background.paper, palette.text.primary, 0.08)
      : palette.background.paper,
    borders: palette.divider,
    coasts: mix(palette.background.paper, palette.text.primary, dark ? 0.35 : 0.25),
  };
}

/**
 * The tile layer, over the basemap. Leaflet never retries a failed tile, and a failed tile simply
 * stays hidden (the basemap shows through); this
 * also stops requesting new tiles once the server has failed every one of a screenful of them.
 * Keyed by URL by the caller, so a new URL starts afresh.
 */
function TileLayerWithLimit({ url, attribution }: TileLayerWithLimitProps) {
  const [unreachable, setUnreachable] = useState(false);
  const failuresInARow = useRef(0);
  const eventHandlers = useMemo(
    () => ({
      tileload: () => {
        failuresInARow.current = 0;
      },
      tileerror: () => {
        failuresInARow.current += 1;
        if (failuresInARow.current >= MAX_TILE_FAILURES_IN_A_ROW) {
          setUnreachable(true);
        }
      },
    }),
    [],
  );
  if (unreachable) {
    return null;
  }
  return (
    <TileLayer
      url={url}
      attribution={attribution}
      maxZoom={MAX_ZOOM}
      tileSize={256}
      eventHandlers={eventHandlers}
    />
  );
}

interface MapViewportProps {
  /** JSON of the [lat, lng] pairs to fit the map to (so the effect runs only when they change). */
  fitTo: string | undefined;
}

/**
 * The map's view as its box changes. Leaflet measures its box once, then only on a window resize:
 * a box that grows later (a panel opened, a layout settling) is measured again with the same centre
 * and zoom, so tiles, markers and clusters cover all of it. With `fitTo`, the view fits those
 * positions, once the map has a size (a map in a closed panel has no zoom that fits).
 */
function MapViewport({ fitTo }: MapViewportProps) {
  const map = useMap();
  const pendingFit = useRef<(() => void) | null>(null);

  useEffect(() => {
    const positions = fitTo ? (JSON.parse(fitTo) as L.LatLngTuple[]) : [];
    if (positions.length === 0) return;
    // A single library (or a tight group) would otherwise be shown at street level.
    const fit = () =>
      map.fitBounds(L.latLngBounds(positions), { padding: [40, 40], maxZoom: 6, animate: false });
    const size = map.getSize();
    if (size.x > 0 && size.y > 0) fit();
    else pendingFit.current = fit;
    return () => {
      pendingFit.current = null;
    };
  }, [map, fitTo]);

  useEffect(() => {
    const observer = new ResizeObserver(() => {
      const container = map.getContainer();
      const size = map.getSize();
      if (container.clientWidth === size.x && container.clientHeight === size.y) return;
      const center = map.getCenter();
      // Not Leaflet's own pan, which rounds the centre to a pixel.
      map.invalidateSize({ pan: false });
      const fit = pendingFit.current;
      pendingFit.current = null;
      if (fit && container.clientWidth > 0 && container.clientHeight > 0) fit();
      else {
        pendingFit.current = fit;
        map.setView(center, map.getZoom(), { animate: false });
      }
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

interface MapBehaviourProps {
  pickMode: boolean;
  onPick: (location: MapLocation) => void;
  closeLabel: string;
  keyboardHintId: string | undefined;
}

/** Pick-mode clicks and Enter, the localized popup close button, and the keyboard hint. */
function MapBehaviour({ pickMode, onPick, closeLabel, keyboardHintId }: MapBehaviourProps) {
  const map = useMapEvents({
    click: (event) => {
      if (pickMode) {
        onPick(toLocation(event.latlng));
      }
    },
    keydown: (event) => {
      // Only Enter on the map itself: Enter on a marker opens its popup, on a link follows it.
      if (
        pickMode &&
        event.originalEvent.key === 'Enter' &&
        event.originalEvent.target === map.getContainer()
      ) {
        onPick(toLocation(map.getCenter()));
      }
    },
    popupopen: (event) => {
      // Leaflet writes an English 'Close popup'; the button is named in the page's language.
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closeLabel);
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    if (keyboardHintId) {
      container.setAttribute('aria-describedby', keyboardHintId);
      return () => container.removeAttribute('aria-describedby');
    }
    return undefined;
  }, [map, keyboardHintId]);
  return null;
}

interface PopupLinks {
  linkToDetails: boolean;
  detailsUrl: ((libraryId: string) => string) | undefined;
}

interface LibraryPopupContentProps extends PopupLinks {
  library: MapLibrary;
}

function LibraryPopupContent({ library, linkToDetails, detailsUrl }: LibraryPopupContentProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const name = localized(library.lib_name, language) || t('library.unnamed');
  const country = countryLabel(library, language, t) || t('library.unknownCountry');
  return (
    // The map is left-to-right for Leaflet's sake; the popup's text follows the page.
    <Box dir={direction} sx={{ minWidth: 160, textAlign: 'start' }}>
      <Typography component="div" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Typography component="div" variant="body2" color="text.secondary">
        {country}
      </Typography>
      {library.locationPrecision === 'city' && (
        <Typography component="div" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('map.cityLevel')}
        </Typography>
      )}
      {(library.website || linkToDetails || detailsUrl) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
          {library.website && (
            <Link href={library.website} target="_blank" rel="noopener noreferrer" variant="body2">
              {t('library.visitWebsite')}
              <Box component="span" sx={visuallyHidden}>
                {` ${t('library.opensInNewTab')}`}
              </Box>
            </Link>
          )}
          {detailsUrl ? (
            <Link href={detailsUrl(library.id)} target="_blank" rel="noopener" variant="body2">
              {t('map.viewDetails')}
              <NewTabHint />
            </Link>
          ) : (
            linkToDetails && (
              <Link
                component={RouterLink}
                to={`/libraries/${encodeURIComponent(library.id)}`}
                variant="body2"
              >
                {t('map.viewDetails')}
              </Link>
            )
          )}
        </Box>
      )}
    </Box>
  );
}

interface LibraryMarkerProps extends PopupLinks {
  library: MapLibrary;
  position: L.LatLngTuple;
  /** Pixels the marker is drawn away from its point, when others stand on the same point. */
  offset?: L.PointTuple;
}

/**
 * A popup the keyboard can use: once open, the focus moves into it (its first link, else its close
 * button); Escape closes it and gives the focus back to its marker.
 */
const keyboardPopupHandlers: L.LeafletEventHandlerFnMap = {
  popupopen: (event) => {
    const marker = event.target as L.Marker;
    const element = (event as L.PopupEvent).popup.getElement();
    if (!element) return;
    const onKeyDown = (keyEvent: KeyboardEvent) => {
      if (keyEvent.key !== 'Escape') return;
      keyEvent.stopPropagation();
      marker.closePopup();
      marker.getElement()?.focus();
    };
    element.addEventListener('keydown', onKeyDown);
    marker.once('popupclose', () => element.removeEventListener('keydown', onKeyDown));
    // React draws the content into the popup just after it opens.
    requestAnimationFrame(() => {
      const target =
        element.querySelector<HTMLElement>('.leaflet-popup-content a[href]') ??
        element.querySelector<HTMLElement>('.leaflet-popup-close-button');
      target?.focus({ preventScroll: true });
    });
  },
};

function LibraryMarker({
  library,
  position,
  offset,
  linkToDetails,
  detailsUrl,
}: LibraryMarkerProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(library.lib_name, language) || t('library.unnamed');
  const cityLevel = library.locationPrecision === 'city';
  const label = cityLevel ? t('map.cityLevelMarker', { name }) : name;
  const [offsetX, offsetY] = offset ?? [0, 0];
  // The same icon while nothing it shows changes: a new one would replace the marker's element.
  const icon = useMemo(() => {
    const base = cityLevel ? cityMarkerIcon(label) : markerIcon;
    return offsetX || offsetY ? shiftedIcon(base, [offsetX, offsetY]) : base;
  }, [cityLevel, label, offsetX, offsetY]);
  return (
    // Leaflet makes the marker a focusable button image; its alt text names the library.
    <Marker
      position={position}
      icon={icon}
      title={label}
      alt={label}
      eventHandlers={keyboardPopupHandlers}
    >
      <Popup maxWidth={280}>
        <LibraryPopupContent
          library={library}
          linkToDetails={linkToDetails}
          detailsUrl={detailsUrl}
        />
      </Popup>
    </Marker>
  );
}

interface ClusterLike {
  getChildCount(): number;
}

/** An icon drawn `offset` pixels away from its point (its popup follows it). */
function shiftedIcon(icon: L.Icon | L.DivIcon, [x, y]: L.PointTuple): L.Icon | L.DivIcon {
  const { iconAnchor = [0, 0], popupAnchor = [0, 0] } = icon.options;
  const [anchorX, anchorY] = iconAnchor as L.PointTuple;
  const [popupX, popupY] = popupAnchor as L.PointTuple;
  const options = {
    ...icon.options,
    iconAnchor: [anchorX - x, anchorY - y] as L.PointTuple,
    popupAnchor: [popupX + x, popupY + y] as L.PointTuple,
  };
  return icon instanceof L.DivIcon ? L.divIcon(options) : L.icon(options as L.IconOptions);
}

/** How far from their point markers that share one are spread, in pixels. */
const SPREAD_RADIUS = 22;

/**
 * Offsets for markers that stand on one point (two libraries in one building, or known only to
 * the same city), so that each can be seen and clicked: spread on a small circle round it.
 */
function spreadOffsets(positions: readonly L.LatLngTuple[]): (L.PointTuple | undefined)[] {
  const byPoint = new Map<string, number[]>();
  positions.forEach(([lat, lng], index) => {
    const key = `${lat},${lng}`;
    byPoint.set(key, [...(byPoint.get(key) ?? []), index]);
  });
  const offsets: (L.PointTuple | undefined)[] = positions.map(() => undefined);
  for (const indexes of byPoint.values()) {
    if (indexes.length < 2) continue;
    const radius = SPREAD_RADIUS * Math.max(1, indexes.length / 6);
    indexes.forEach((index, place) => {
      const angle = (2 * Math.PI * place) / indexes.length - Math.PI / 2;
      offsets[index] = [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))];
    });
  }
  return offsets;
}

/** The size class of a group's disc, by how many it holds (Leaflet.markercluster's steps). */
function clusterSize(count: number): string {
  return count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
}

/** A group's disc: the figure is decoration, the button's name says what it counts. */
function clusterIcon(count: number, label: string): L.DivIcon {
  return L.divIcon({
    html: `<div><span aria-hidden="true">${count}</span><span class="${SR_ONLY_CLASS}">${escapeHtml(
      label,
    )}</span></div>`,
    className: `marker-cluster marker-cluster-${clusterSize(count)}`,
    iconSize: L.point(40, 40),
  });
}

/** `lng` moved by whole turns to the copy of the world nearest `centerLng` (the one in view). */
function nearestCopy(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}

interface ServerClusterProps {
  cluster: MapCluster;
  position: L.LatLngTuple;
}

/** A group the server made: a click, or Enter on it, zooms to where it falls apart. */
function ServerCluster({ cluster, position }: ServerClusterProps) {
  const map = useMap();
  const { t } = useTranslation();
  const label = t('map.cluster', { count: cluster.count });
  const [lat, lng] = position;
  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(() => {
    const zoomIn = () => map.setView([lat, lng], Math.min(cluster.expansionZoom, MAX_ZOOM));
    return {
      click: zoomIn,
      // A button's keys: Leaflet turns Enter into a click only on a marker with a popup.
      keydown: (event) => {
        const { key } = (event as L.LeafletKeyboardEvent).originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
        zoomIn();
      },
    };
  }, [map, lat, lng, cluster.expansionZoom]);
  // The same icon while the count stays: a new one would replace the element (and lose its focus).
  const icon = useMemo(() => clusterIcon(cluster.count, label), [cluster.count, label]);
  return <Marker position={position} icon={icon} title={label} eventHandlers={eventHandlers} />;
}

interface ViewReporterProps {
  onViewChange: (view: MapViewState) => void;
}

/**
 * Reports the box and zoom in view once the map is laid out and after each move or zoom (Leaflet's
 * moveend: once a pan or a zoom has ended, never on every frame of one).
 */
function ViewReporter({ onViewChange }: ViewReporterProps) {
  const map = useMap();
  const latest = useRef(onViewChange);
  useEffect(() => {
    latest.current = onViewChange;
  }, [onViewChange]);
  useEffect(() => {
    const report = () => {
      const size = map.getSize();
      // A map with no size yet (a closed panel) has no box to ask for.
      if (size.x === 0 || size.y === 0) return;
      latest.current({ bbox: map.getBounds().toBBoxString(), zoom: Math.round(map.getZoom()) });
    };
    map.whenReady(report);
    map.on('moveend', report);
    return () => {
      map.off('moveend', report);
    };
  }, [map]);
  return null;
}

interface ServerMarkersProps extends PopupLinks {
  clusters: readonly MapCluster[];
  markers: readonly { library: MapLibrary; position: L.LatLngTuple }[];
}

/**
 * The groups and single libraries of the server's answer, each drawn on the copy of the world in
 * view (a map panned past ±180 asks for a box there, and the server answers in ±180).
 */
function ServerMarkers({ clusters, markers, linkToDetails, detailsUrl }: ServerMarkersProps) {
  const map = useMap();
  const [centerLng, setCenterLng] = useState(() => map.getCenter().lng);
  useMapEvents({ moveend: () => setCenterLng(map.getCenter().lng) });
  const shifted = markers.map(({ library, position: [lat, lng] }) => ({
    library,
    position: [lat, nearestCopy(lng, centerLng)] as L.LatLngTuple,
  }));
  const offsets = spreadOffsets(shifted.map(({ position }) => position));
  return (
    <>
      {clusters.map((cluster) => (
        <ServerCluster
          key={`cluster-${cluster.id}`}
          cluster={cluster}
          position={[cluster.lat, nearestCopy(cluster.lng, centerLng)]}
        />
      ))}
      {shifted.map(({ library, position }, index) => (
        <LibraryMarker
          key={library.id}
          library={library}
          position={position}
          offset={offsets[index]}
          linkToDetails={linkToDetails}
          detailsUrl={detailsUrl}
        />
      ))}
    </>
  );
}

/** Markers added per task (a phone's task stays short). */
const MARKER_BATCH = 25;

/**
 * The map of libraries (spec §2 Map component): a marker per library with a known location, grouped
 * into clusters when they crowd together, each opening a popup with the name, the country and a
 * Visit Website link; in pick mode it reports a chosen location. Leaflet's controls stay
 * left-to-right in Arabic pages while the popups follow the page's direction. Loaded lazily: use
 * the `MapView` exported by the package, not this module.
 */
export default function MapView({
  libraries = [],
  clusters,
  bounds,
  onViewChange,
  tileUrl = OSM_TILE_URL,
  attribution,
  height = 500,
  center,
  zoom = DEFAULT_MAP_ZOOM,
  fitToLibraries = false,
  pickMode = false,
  picked,
  onPick,
  linkToDetails = false,
  detailsUrl,
  label,
}: MapViewProps) {
  const { t } = useTranslation();
  const { language, direction } = useLanguage();
  const theme = useTheme();
  const keyboardHintId = useId();
  const [ownPick, setOwnPick] = useState<MapLocation | null>(null);
  const shownPick = picked === undefined ? ownPick : picked;

  const markers = useMemo(
    () =>
      libraries
        .filter((library) => hasKnownLocation(library.location))
        .map((library) => ({
          library,
          position: [library.location.lat, library.location.lng] as L.LatLngTuple,
        })),
    [libraries],
  );
  const positionsJson = JSON.stringify(markers.map((marker) => marker.position));
  const boundsJson = bounds
    ? JSON.stringify([
        [bounds[1], bounds[0]],
        [bounds[3], bounds[2]],
      ])
    : undefined;
  // The map is made in steps, each a task of its own on a phone: the map and its view; its tiles,
  // zoom buttons and clusters; then a batch of markers per task (each marker is a Leaflet layer
  // added in its own effect). Made in one task, the first two took 170 ms at a phone's speed.
  const dressed = useGrowingCount(1, 0, 1) === 1;
  const markerCount = useGrowingCount(dressed ? markers.length : 0, 0, MARKER_BATCH);
  // The server's answers hold only what is in view (a few hundred markers at most): drawn whole, so
  // that a pan never shows them arriving in batches.
  const shownMarkers =
    clusters === undefined && markerCount < markers.length
      ? markers.slice(0, markerCount)
      : markers;

  const initialCenter =
    center ?? (pickMode && hasKnownLocation(picked) ? picked : DEFAULT_MAP_CENTER);
  const tileAttribution =
    attribution ?? (isOpenStreetMapTiles(tileUrl) ? OSM_ATTRIBUTION : undefined);
  const colours = mapColours(theme);

  // Through `replace`: a plain `lng` option would be read by i18next as the language to use.
  const pickLabel = hasKnownLocation(shownPick)
    ? t('map.selectedLocation', { latitude: shownPick.lat, longitude: shownPick.lng })
    : '';

  const handlePick = (location: MapLocation) => {
    setOwnPick(location);
    onPick?.(location);
  };

  const createClusterIcon = (cluster: ClusterLike) => {
    const count = cluster.getChildCount();
    return clusterIcon(count, t('libraries.count', { count }));
  };

  const clusterInk = '#1b1b1b';
  return (
    <Box
      dir="ltr"
      role="region"
      aria-label={label ?? t('map.label')}
      sx={{
        height,
        width: '100%',
        position: 'relative',
        // The sea, under the basemap's land, rather than Leaflet's grey.
        '&& .leaflet-container': {
          height: '100%',
          width: '100%',
          bgcolor: colours.water,
          fontFamily: theme.typography.fontFamily,
          ...(pickMode && { cursor: 'crosshair' }),
        },
        [`&& .leaflet-${BASEMAP_PANE}-pane svg`]: { maxWidth: 'none', maxHeight: 'none' },
        '&& .leaflet-container:focus-visible, && .leaflet-marker-icon:focus-visible': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: '-3px',
        },
        '&& .leaflet-popup-content-wrapper, && .leaflet-popup-tip': {
          bgcolor: 'background.paper',
          color: 'text.primary',
          backgroundImage: 'none',
        },
        '&& .leaflet-popup-content a': { color: 'primary.main' },
        '&& a.leaflet-popup-close-button': { color: 'text.secondary' },
        '&& .leaflet-control-attribution': { bgcolor: 'background.paper', color: 'text.secondary' },
        '&& .leaflet-control-attribution a': { color: 'primary.main' },
        // Opaque cluster discs with dark figures: readable over any tile, or over none.
        '&& .marker-cluster': { color: clusterInk, fontWeight: 700 },
        '&& .marker-cluster-small div': { bgcolor: '#8fd65f' },
        '&& .marker-cluster-medium div': { bgcolor: '#f2d54a' },
        '&& .marker-cluster-large div': { bgcolor: '#f5a25d' },
        [`&& .${SR_ONLY_CLASS}`]: visuallyHidden,
        [`&& .${CITY_MARKER_CLASS} span[aria-hidden]`]: {
          display: 'block',
          boxSizing: 'border-box',
          width: 24,
          height: 24,
          borderRadius: '50%',
          border: `3px dashed ${theme.palette.primary.dark}`,
          bgcolor: 'rgba(255, 255, 255, 0.7)',
        },
      }}
    >
      <MapContainer
        center={[initialCenter.lat, initialCenter.lng]}
        zoom={zoom}
        // The tiles' limit (spec §9), which a map without tiles (or whose tiles failed) keeps.
        maxZoom={MAX_ZOOM}
        zoomControl={false}
        style={{ height: '100%', width: '100%' }}
      >
        {/* Before the tiles: they are then laid out once, for the fitted view. */}
        <MapViewport fitTo={boundsJson ?? (fitToLibraries ? positionsJson : undefined)} />
        {onViewChange && <ViewReporter onViewChange={onViewChange} />}
        <MapBehaviour
          pickMode={pickMode}
          onPick={handlePick}
          closeLabel={t('common.close')}
          keyboardHintId={pickMode ? keyboardHintId : undefined}
        />
        {dressed && (
          <>
            <NaturalEarthBasemap
              land={colours.land}
              borders={colours.borders}
              coasts={colours.coasts}
            />
            {/* An empty URL: the basemap alone (a site without a tile server). */}
            {tileUrl !== '' && (
              <TileLayerWithLimit key={tileUrl} url={tileUrl} attribution={tileAttribution} />
            )}
            {/* Re-created on a language change: Leaflet reads the button titles only once. */}
            <ZoomControl
              key={`zoom-${language}`}
              position="topleft"
              zoomInTitle={t('map.zoomIn')}
              zoomOutTitle={t('map.zoomOut')}
            />
            {/* Keyed by language: Leaflet reads a marker's alt text and a cluster's label once. */}
            {clusters ? (
              <ServerMarkers
                key={`server-${language}`}
                clusters={clusters}
                markers={shownMarkers}
                linkToDetails={linkToDetails}
                detailsUrl={detailsUrl}
              />
            ) : (
              <MarkerClusterGroup
                key={`clusters-${language}`}
                chunkedLoading
                showCoverageOnHover={false}
                iconCreateFunction={createClusterIcon}
              >
                {shownMarkers.map(({ library, position }) => (
                  <LibraryMarker
                    key={library.id}
                    library={library}
                    position={position}
                    linkToDetails={linkToDetails}
                    detailsUrl={detailsUrl}
                  />
                ))}
              </MarkerClusterGroup>
            )}
          </>
        )}
        {pickMode && hasKnownLocation(shownPick) && (
          <Marker
            key={`${shownPick.lat},${shownPick.lng},${language}`}
            position={[shownPick.lat, shownPick.lng]}
            icon={markerIcon}
            draggable
            // Dragging is for pointers; keyboard users pick with Enter or type the coordinates.
            keyboard={false}
            alt={pickLabel}
            title={pickLabel}
            eventHandlers={{
              dragend: (event) => handlePick(toLocation((event.target as L.Marker).getLatLng())),
            }}
          />
        )}
      </MapContainer>
      {pickMode && (
        <Box id={keyboardHintId} dir={direction} sx={visuallyHidden}>
          {t('map.keyboardPick')}
        </Box>
      )}
    </Box>
  );
}
