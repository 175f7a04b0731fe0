import {
  MAP_TILE_SIZE,
  type DirectoryMap,
  type DirectoryMapRequest,
  type Library,
  type MapBox,
  type MapLibrary,
  type RegionName,
} from '@libatlas/contracts';
import { librarySearchQuery } from '@libatlas/directory';
import Supercluster from 'supercluster';

/**
 * How close libraries are grouped, in pixels of a 256 px tile: react-leaflet-cluster's default
 * `maxClusterRadius` (80), which drew the map's clusters in the browser before. Supercluster
 * measures its `radius` against `extent`, so with `extent` the tile's size both are the same pixels.
 */
const CLUSTER_RADIUS = 80;

/**
 * The closest zoom that still groups: the map's tiles stop at 18 (spec §9), where every library
 * is a marker of its own, as it is at every closer zoom.
 */
const MAX_CLUSTER_ZOOM = 17;

/**
 * The indexes of searches kept per version of the data, the least recently asked dropped first: a
 * reader panning the map of a search asks for the same one again and again, while each new search
 * costs one query of the database and one index of its libraries.
 */
export const MAX_SEARCH_INDEXES = 32;

/** The ids of the libraries a search finds exactly, in a language (searchDirectory's rule). */
export type ExactMatches = (q: string, lang: 'en' | 'ar') => Promise<readonly string[]>;

/** The property a point of the index carries: where its library is in the markers list. */
interface PointProperties {
  marker: number;
}

/** The clusters of one filter of the directory, and the box around its libraries. */
interface FilterIndex {
  clusters: Supercluster<PointProperties>;
  bounds: MapBox | null;
}

/** The map's markers as of one version of the data, and the indexes made from them so far. */
interface MapSnapshot {
  markers: readonly MapLibrary[];
  regions: readonly string[];
  /** By filter: 'all', or a region's English name (at most nine in all). */
  indexes: Map<'all' | RegionName, FilterIndex>;
  /** By search (its language, its text as searched, its region), in the order last asked. */
  searches: Map<string, Promise<FilterIndex>>;
}

/**
 * A point on the map: 0,0 is the form's default (spec §9), a library with no known location,
 * which the map leaves out as it always has.
 */
function hasKnownLocation({ lat, lng }: Library['location']): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0)
  );
}

/**
 * What the map's marker and popup show of a library, picked by hand: the snapshot's libraries are
 * checked already, and checking 20,000 again with the schema took 200 ms of a rebuild.
 */
function markerOf(library: Library): MapLibrary {
  const { id, lib_name, country, sovereignState, website, location, locationPrecision } = library;
  return { id, lib_name, country, sovereignState, website, location, locationPrecision };
}

/** A centre of a cluster to a tenth of a metre: the rest of a double's digits are noise on a map. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function boundsOf(markers: readonly MapLibrary[]): MapBox | null {
  if (markers.length === 0) return null;
  const box: MapBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { location } of markers) {
    box[0] = Math.min(box[0], location.lng);
    box[1] = Math.min(box[1], location.lat);
    box[2] = Math.max(box[2], location.lng);
    box[3] = Math.max(box[3], location.lat);
  }
  return box;
}

/**
 * The map of the directory as the server draws it (issue 32): for a box and a zoom, the clusters
 * and the single libraries in view, so the browser holds what it shows and never the whole
 * directory. A Supercluster index is made on first use for each filter (every region, or one) of
 * each version of the data, from the snapshot LibraryReadCache keeps: an index lives as long as
 * its snapshot (a WeakMap keyed by the snapshot's libraries), so at most the nine filters of the
 * current version are held.
 */
export class MapClusters {
  private readonly snapshots = new WeakMap<readonly Library[], MapSnapshot>();

  constructor(
    private readonly libraries: () => Promise<readonly Library[]>,
    private readonly exactMatches: ExactMatches,
  ) {}

  /**
   * The clusters and markers in `bbox` at `zoom`, of `region`'s libraries or of all, and of those
   * only the ones the search `q` finds exactly in `lang` when there is one.
   */
  async view({
    bbox,
    zoom,
    region,
    q = '',
    lang = 'en',
  }: DirectoryMapRequest): Promise<DirectoryMap> {
    const snapshot = this.snapshotOf(await this.libraries());
    const { clusters, bounds } =
      librarySearchQuery(q).key === ''
        ? this.indexOf(snapshot, region ?? 'all')
        : await this.searchIndexOf(snapshot, region ?? 'all', q, lang);
    const answer: DirectoryMap = { zoom, clusters: [], libraries: [], bounds };
    for (const feature of clusters.getClusters(bbox, zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      if ('cluster' in feature.properties) {
        const { cluster_id: id, point_count: count } = feature.properties;
        const expansionZoom = clusters.getClusterExpansionZoom(id);
        answer.clusters.push({ id, lat: round6(lat), lng: round6(lng), count, expansionZoom });
      } else {
        answer.libraries.push(snapshot.markers[feature.properties.marker]!);
      }
    }
    return answer;
  }

  private snapshotOf(libraries: readonly Library[]): MapSnapshot {
    let snapshot = this.snapshots.get(libraries);
    if (!snapshot) {
      const located = libraries.filter((library) => hasKnownLocation(library.location));
      snapshot = {
        markers: located.map(markerOf),
        regions: located.map((library) => library.region.en),
        indexes: new Map(),
        searches: new Map(),
      };
      this.snapshots.set(libraries, snapshot);
    }
    return snapshot;
  }

  private indexOf(snapshot: MapSnapshot, filter: 'all' | RegionName): FilterIndex {
    let index = snapshot.indexes.get(filter);
    if (!index) {
      index = indexOfMarkers(
        snapshot,
        (marker) => filter === 'all' || snapshot.regions[marker] === filter,
      );
      snapshot.indexes.set(filter, index);
    }
    return index;
  }

  /**
   * The index of a search's exact matches (in a region, or in all), from the search's ids as the
   * database finds them; kept in the snapshot's small LRU, so a write (a new snapshot) drops them.
   */
  private searchIndexOf(
    snapshot: MapSnapshot,
    filter: 'all' | RegionName,
    q: string,
    lang: 'en' | 'ar',
  ): Promise<FilterIndex> {
    const { key: text, wholeWord } = librarySearchQuery(q);
    const key = JSON.stringify([lang, text, wholeWord, filter]);
    let index = snapshot.searches.get(key);
    if (index) {
      snapshot.searches.delete(key);
    } else {
      index = this.exactMatches(q, lang).then((ids) => {
        const found = new Set(ids);
        return indexOfMarkers(
          snapshot,
          (marker) =>
            found.has(snapshot.markers[marker]!.id) &&
            (filter === 'all' || snapshot.regions[marker] === filter),
        );
      });
      // A failed query is not kept: the next request asks the database again.
      index.catch(() => snapshot.searches.delete(key));
      if (snapshot.searches.size >= MAX_SEARCH_INDEXES) {
        snapshot.searches.delete(snapshot.searches.keys().next().value!);
      }
    }
    snapshot.searches.set(key, index);
    return index;
  }
}

/** The clusters of the snapshot's markers that `chosen` keeps, and the box around them. */
function indexOfMarkers(snapshot: MapSnapshot, chosen: (marker: number) => boolean): FilterIndex {
  const kept: number[] = [];
  snapshot.markers.forEach((_, marker) => {
    if (chosen(marker)) kept.push(marker);
  });
  const clusters = new Supercluster<PointProperties>({
    radius: CLUSTER_RADIUS,
    extent: MAP_TILE_SIZE,
    maxZoom: MAX_CLUSTER_ZOOM,
  }).load(
    kept.map((marker) => {
      const { lat, lng } = snapshot.markers[marker]!.location;
      return {
        type: 'Feature',
        properties: { marker },
        geometry: { type: 'Point', coordinates: [lng, lat] },
      };
    }),
  );
  return { clusters, bounds: boundsOf(kept.map((marker) => snapshot.markers[marker]!)) };
}
