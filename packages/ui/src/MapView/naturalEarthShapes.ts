import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
// Natural Earth's 1:110m countries (public domain), as TopoJSON: 108 kB (33 kB brotli) against
// 756 kB (205 kB) for the 1:50m set, for a map that mostly shows continents at zooms 2 to 6
// and has the tiles for detail when a tile server answers.
import countries110m from 'world-atlas/countries-110m.json';

/** A point as Leaflet takes it: latitude, then longitude. */
export type LatLngPair = [number, number];

/** The world's shapes in the form Leaflet's polygons and polylines take. */
export interface NaturalEarthShapes {
  /** The land, one entry per polygon, each its outer ring and its holes. */
  land: LatLngPair[][][];
  /** The borders between countries, each once. */
  borders: LatLngPair[][];
  /** The coastlines (the land's outline without the cuts at the antimeridian and the pole). */
  coasts: LatLngPair[][];
}

/**
 * The copies of the world drawn side by side, as the tiles are: at zooms 0 and 1 a wide map shows
 * more than one world, and a view across the antimeridian shows both of its sides.
 */
const WORLD_OFFSETS = [-720, -360, 0, 360, 720];

/** Leaflet's Web Mercator stops here; the land below is drawn to the map's edge. */
const MERCATOR_LIMIT = 85.0511287798;

/**
 * A line or ring with its longitudes made continuous. The TopoJSON is stitched across the
 * antimeridian, so a ring can step from 179.4° to −180° (the same place on a globe); on a flat
 * map that step would be a line across the whole world, so each such step continues past ±180°.
 */
function unwrap(points: Position[]): Position[] {
  let shift = 0;
  let previous: number | undefined;
  return points.map(([lng, lat]) => {
    const raw = lng as number;
    if (previous !== undefined) {
      const step = raw + shift - previous;
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    previous = raw + shift;
    return [previous, lat as number];
  });
}

/** A ring that goes once around a pole (Antarctica's) is closed along that pole. */
function closeAroundPole(ring: Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last || Math.abs((last[0] as number) - (first[0] as number)) < 180) return ring;
  const pole = ring.reduce((sum, point) => sum + (point[1] as number), 0) < 0 ? -90 : 90;
  return [...ring, [last[0] as number, pole], [first[0] as number, pole]];
}

/**
 * The coastline without its pieces beyond Mercator's limit (Antarctica's edge, which Leaflet
 * would draw as a line along the bottom of the world), split where they were.
 */
function withinMercator(line: Position[]): Position[][] {
  const pieces: Position[][] = [];
  let current: Position[] = [];
  line.forEach((point, index) => {
    const next = line[index + 1];
    current.push(point);
    const hidden =
      next !== undefined &&
      Math.abs(point[1] as number) >= MERCATOR_LIMIT &&
      Math.abs(next[1] as number) >= MERCATOR_LIMIT;
    if (hidden || next === undefined) {
      if (current.length > 1) pieces.push(current);
      current = [];
    }
  });
  return pieces;
}

function toLatLngs(points: Position[], offset: number): LatLngPair[] {
  return points.map(([lng, lat]) => [lat as number, (lng as number) + offset]);
}

function polygonsOf(geometry: Geometry): Position[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

/** The land, borders and coastlines of Natural Earth's 1:110m countries, in every world copy. */
export function naturalEarthShapes(): NaturalEarthShapes {
  const topology = countries110m as unknown as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land) as FeatureCollection | Feature;
  const landFeatures = land.type === 'FeatureCollection' ? land.features : [land];
  const polygons = landFeatures
    .flatMap((each) => polygonsOf(each.geometry))
    .map((polygon) => polygon.map((ring) => closeAroundPole(unwrap(ring))));
  const borderLines = mesh(topology, topology.objects.countries, (a, b) => a !== b).coordinates.map(
    unwrap,
  );
  const coastLines = mesh(topology, topology.objects.land)
    .coordinates.map(unwrap)
    .flatMap(withinMercator);

  return {
    land: WORLD_OFFSETS.flatMap((offset) =>
      polygons.map((polygon) => polygon.map((ring) => toLatLngs(ring, offset))),
    ),
    borders: WORLD_OFFSETS.flatMap((offset) => borderLines.map((line) => toLatLngs(line, offset))),
    coasts: WORLD_OFFSETS.flatMap((offset) => coastLines.map((line) => toLatLngs(line, offset))),
  };
}
