import {
  MAP_TILE_SIZE,
  type DirectoryMap,
  type DirectoryMapRequest,
  type Library,
  type MapBox,
  type MapLibrary,
  type RegionName,
} from '@libatlas/contracts';
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

  constructor(private readonly libraries: () => Promise<readonly Library[]>) {}

  /** The clusters and markers in `bbox` at `zoom`, of `region`'s libraries or of all. */
  async view({ bbox, zoom, region }: DirectoryMapRequest): Promise<DirectoryMap> {
    const snapshot = this.snapshotOf(await this.libraries());
    const { clusters, bounds } = this.indexOf(snapshot, region ?? 'all');
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
      };
      this.snapshots.set(libraries, snapshot);
    }
    return snapshot;
  }

  private indexOf(snapshot: MapSnapshot, filter: 'all' | RegionName): FilterIndex {
    let index = snapshot.indexes.get(filter);
    if (!index) {
      const chosen: number[] = [];
      snapshot.markers.forEach((_, marker) => {
        if (filter === 'all' || snapshot.regions[marker] === filter) chosen.push(marker);
      });
      const clusters = new Supercluster<PointProperties>({
        radius: CLUSTER_RADIUS,
        extent: MAP_TILE_SIZE,
        maxZoom: MAX_CLUSTER_ZOOM,
      }).load(
        chosen.map((marker) => {
          const { lat, lng } = snapshot.markers[marker]!.location;
          return {
            type: 'Feature',
            properties: { marker },
            geometry: { type: 'Point', coordinates: [lng, lat] },
          };
        }),
      );
      index = { clusters, bounds: boundsOf(chosen.map((marker) => snapshot.markers[marker]!)) };
      snapshot.indexes.set(filter, index);
    }
    return index;
  }
}
