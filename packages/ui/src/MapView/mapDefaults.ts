/** Where the map opens when nothing else is asked for (spec §9): Dubai, at zoom 4. */
export const DEFAULT_MAP_CENTER = { lat: 25.2048, lng: 55.2708 } as const;

/** The map's zoom when nothing else is asked for (spec §9). */
export const DEFAULT_MAP_ZOOM = 4;

/** OpenStreetMap's standard tiles, used when the server's settings name no other tile URL. */
export const OSM_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The credit OpenStreetMap's tile usage policy requires on every map showing its tiles. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
