import { z } from 'zod';
import { directorySearchQuerySchema } from './directorySearch';
import { libraryListItemSchema } from './libraryListItem';
import { regionNameSchema } from './regionSchema';
import { validationMessages } from './validationMessages';

/** The closest zoom the map may ask for (its tiles stop at 18, spec §9; room for a closer one). */
export const MAP_MAX_ZOOM = 20;

/** The side of a map tile in pixels at every zoom (spec §9: tile size 256). */
export const MAP_TILE_SIZE = 256;

/**
 * The widest and tallest box, in pixels at the zoom asked, that one answer covers: a large screen
 * with a margin around it, so no request at a close zoom can ask for the whole directory as markers.
 */
export const MAP_MAX_VIEW_PIXELS = 16_384;

const NUMBER = String.raw`-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?`;
const BBOX_PATTERN = new RegExp(`^${NUMBER},${NUMBER},${NUMBER},${NUMBER}$`);

/** The box a map shows, as GeoJSON orders it (RFC 7946 §5): west, south, east, north. */
export type MapBox = [west: number, south: number, east: number, north: number];

/** Web Mercator's y of a latitude, 0 (north edge) to 1 (south edge), as the map's tiles lay it. */
function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return Math.min(1, Math.max(0, y));
}

/** How wide and tall `box` is on a map at `zoom`, in pixels. */
export function mapBoxPixels([west, south, east, north]: MapBox, zoom: number): [number, number] {
  const world = MAP_TILE_SIZE * 2 ** zoom;
  const span = east >= west ? east - west : east - west + 360;
  return [(Math.min(span, 360) / 360) * world, (mercatorY(south) - mercatorY(north)) * world];
}

/**
 * `bbox=west,south,east,north` in decimal degrees, as Leaflet's `getBounds().toBBoxString()`
 * writes it. A west beyond the east crosses the antimeridian (RFC 7946 §5.2); longitudes may run
 * past ±180, as a map panned onto the next copy of the world gives them, and a box 360° wide or
 * more is the whole world round.
 */
export const mapBoxSchema = z
  .string()
  .regex(BBOX_PATTERN, { error: validationMessages.invalidChoice })
  .transform((text) => text.split(',').map(Number) as MapBox)
  .refine((box) => box.every(Number.isFinite), { error: validationMessages.invalidChoice })
  .refine(([, south, , north]) => south >= -90 && north <= 90 && south <= north, {
    error: validationMessages.latitudeRange,
  });

/** GET /api/directory/map's query: the box the map shows, its zoom, the region filter and a search. */
export const directoryMapQuerySchema = z
  .object({
    bbox: mapBoxSchema.describe(
      'The box the map shows: `west,south,east,north` in decimal degrees. West beyond east ' +
        'crosses the antimeridian; a box 360° wide or more is the whole world.',
    ),
    zoom: z.coerce
      .number({ error: validationMessages.invalidChoice })
      .int({ error: validationMessages.invalidChoice })
      .min(0, { error: validationMessages.invalidChoice })
      .max(MAP_MAX_ZOOM, { error: validationMessages.invalidChoice })
      .describe(`The map's zoom, a whole number from 0 to ${MAP_MAX_ZOOM} (256 px tiles).`),
    region: regionNameSchema
      .optional()
      .describe("A region's English name (Europe): its libraries alone; every region without it."),
    q: directorySearchQuerySchema.shape.q.describe(
      'A search, as GET /api/directory/search reads it: only the libraries it finds exactly ' +
        '(its `total`, not its near matches); every library when empty.',
    ),
    lang: directorySearchQuerySchema.shape.lang.describe(
      'The language the search reads the names, countries and regions in (with `q`).',
    ),
  })
  .superRefine(({ bbox, zoom }, context) => {
    const [width, height] = mapBoxPixels(bbox, zoom);
    if (width > MAP_MAX_VIEW_PIXELS || height > MAP_MAX_VIEW_PIXELS) {
      context.addIssue({
        code: 'custom',
        path: ['bbox'],
        message: validationMessages.invalidChoice,
      });
    }
  });
export type DirectoryMapQuery = z.input<typeof directoryMapQuerySchema>;
export type DirectoryMapRequest = z.output<typeof directoryMapQuerySchema>;

/** A library the map draws as a marker: what the marker and its popup show. */
export const mapLibrarySchema = libraryListItemSchema.pick({
  id: true,
  lib_name: true,
  country: true,
  sovereignState: true,
  website: true,
  location: true,
  locationPrecision: true,
});
export type MapLibrary = z.infer<typeof mapLibrarySchema>;

/** Libraries near each other at the zoom asked, drawn as one disc with their count. */
export const mapClusterSchema = z.object({
  id: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'The cluster, as every answer for this version of the data names it, whatever box asked ' +
        '(a new version of the data may renumber them).',
    ),
  lat: z.number().describe('The middle of its libraries, in decimal degrees.'),
  lng: z.number(),
  count: z.number().int().min(2).describe('How many libraries it holds.'),
  expansionZoom: z
    .number()
    .int()
    .describe(
      'The zoom at which it falls apart into smaller clusters or markers (a click zooms there).',
    ),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

/** GET /api/directory/map: what a map of the directory draws in one box at one zoom. */
export const directoryMapSchema = z.object({
  zoom: z.number().int().describe('The zoom the answer was made for.'),
  clusters: z.array(mapClusterSchema),
  libraries: z
    .array(mapLibrarySchema)
    .describe('The libraries in the box that no cluster holds at this zoom, drawn as markers.'),
  bounds: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .nullable()
    .describe(
      "The box around all of the filter's libraries with a known location (west, south, east, " +
        'north), whatever box was asked, to fit the map to them; null when there is none.',
    ),
});
export type DirectoryMap = z.infer<typeof directoryMapSchema>;
