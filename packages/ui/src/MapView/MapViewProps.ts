import type { MapBox, MapCluster, MapLibrary } from '@libatlas/contracts';

/** A point on the map in decimal degrees. */
export interface MapLocation {
  lat: number;
  lng: number;
}

/** What the map shows, as its `onViewChange` reports it: the box in view and the zoom. */
export interface MapViewState {
  /** `west,south,east,north` as Leaflet writes it (`getBounds().toBBoxString()`); past ±180 on another copy of the world. */
  bbox: string;
  /** The zoom, a whole number. */
  zoom: number;
}

export interface MapViewProps {
  /**
   * Libraries shown as markers (a library list item, or the fields a map answer carries); one at
   * 0,0 (the form's default, spec §9) has no known location and is left out.
   */
  libraries?: readonly MapLibrary[];
  /**
   * Groups of libraries made by the server for the box in view (GET /api/directory/map): each a
   * disc with its count, which a click or Enter zooms into. With them, `libraries` are the single
   * libraries of that answer and the map groups nothing itself; without them (a library's page, the
   * forms), the map groups crowded markers as it always has.
   */
  clusters?: readonly MapCluster[];
  /** Fit the view to this box (west, south, east, north) each time it changes; `null` for none. */
  bounds?: MapBox | null;
  /** Called with the box and zoom in view once the map is laid out, then after each move or zoom. */
  onViewChange?: (view: MapViewState) => void;
  /**
   * Tile URL template from the server's settings, drawn over the Natural Earth basemap; defaults
   * to OpenStreetMap's standard tiles; `''` for none (the basemap alone).
   */
  tileUrl?: string;
  /** Credit shown for the tiles; defaults to OpenStreetMap's when `tileUrl` is OpenStreetMap's. */
  attribution?: string;
  /** Height of the map: pixels as a number (e.g. 500) or any CSS length (e.g. '70vh'). */
  height?: number | string;
  /** Where the map opens; defaults to spec §9's 25.2048, 55.2708 (or to `picked` in pick mode). */
  center?: MapLocation;
  /** The opening zoom; defaults to 4 (spec §9). */
  zoom?: number;
  /** Fit the view to the markers (again whenever the set of positions changes) when there are some. */
  fitToLibraries?: boolean;
  /**
   * Pick mode (the library form): a click on the map, dragging the pick marker, or Enter on the
   * focused map (after moving it with the arrow keys; picks its centre) reports a location.
   */
  pickMode?: boolean;
  /** The picked location to show in pick mode; `null` or 0,0 for none; leave undefined to let the map keep its own. */
  picked?: MapLocation | null;
  /** Called in pick mode with the chosen location, each coordinate rounded to 6 decimals. */
  onPick?: (location: MapLocation) => void;
  /** Each popup links to the library's page (/libraries/{id}); needs a router above the map. */
  linkToDetails?: boolean;
  /**
   * The absolute address of a library's page, for a map shown inside another site (the embed):
   * each popup links there, opening the atlas in a new tab. Takes the place of `linkToDetails`.
   */
  detailsUrl?: (libraryId: string) => string;
  /** The map region's name, when a page shows more than one; "Map of national libraries" by default. */
  label?: string;
  /**
   * Wait for the map to come near the screen before fetching the map's code (a map below the
   * page's text, which a reader may never scroll to).
   */
  deferred?: boolean;
}
