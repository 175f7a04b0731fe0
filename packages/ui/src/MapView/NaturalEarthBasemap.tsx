import { useEffect, useState } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { NaturalEarthShapes } from './naturalEarthShapes.ts';

/** The pane of the basemap: above the map's background, under the tiles (200) and the markers. */
export const BASEMAP_PANE = 'libatlasBasemap';

/** The class of the land's path, by which tests find the drawn countries. */
export const BASEMAP_LAND_CLASS = 'libatlas-basemap-land';

/** Natural Earth is in the public domain and asks for no credit, but says where the shapes come from. */
const NATURAL_EARTH_ATTRIBUTION = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

/** The basemap's colours, from the site's theme. */
export interface BasemapColours {
  land: string;
  borders: string;
  coasts: string;
}

/** What `WholePixelSvg` reads of Leaflet's renderer beyond its typed API. */
interface SvgRendererInternals {
  _map: L.Map;
  _zoom: number;
  _container: HTMLElement;
}

/**
 * Leaflet's SVG renderer, kept on whole pixels at rest. After a move Leaflet places its drawing on
 * a whole pixel, after a new view (a resize, a fit) on the centre's fraction of one, so the same
 * view drew its coastlines half a pixel apart depending on which came last (screenshots differed
 * run to run); the markers always sit on whole pixels. Zoom animations (scaled) are left as they are.
 */
const WholePixelSvg = L.SVG.extend({
  _updateTransform(this: SvgRendererInternals, center: L.LatLng, zoom: number) {
    (
      L.SVG.prototype as unknown as { _updateTransform: (c: L.LatLng, z: number) => void }
    )._updateTransform.call(this, center, zoom);
    if (this._map.getZoomScale(zoom, this._zoom) === 1) {
      // Where its last update placed it (on a whole pixel): the transform above is not a position.
      L.DomUtil.setPosition(this._container, L.DomUtil.getPosition(this._container));
    }
  },
}) as unknown as new (options: L.RendererOptions) => L.SVG;

let shapesOnce: Promise<NaturalEarthShapes> | undefined;

/**
 * The shapes, decoded once per page: their code and data are a chunk of their own, fetched after
 * the map's code (so a page's first load, and a map waiting for Leaflet, never wait for them).
 */
function loadShapes(): Promise<NaturalEarthShapes> {
  if (!shapesOnce) {
    shapesOnce = import('./naturalEarthShapes.ts').then((module) => module.naturalEarthShapes());
    // A failed fetch (the network dropped) is tried again by the next map.
    shapesOnce.catch(() => {
      shapesOnce = undefined;
    });
  }
  return shapesOnce;
}

/**
 * The world's land, borders and coastlines from Natural Earth, drawn under the tiles: the map
 * reads as a map where no tile server answers, and a tile that fails leaves the countries visible.
 * Not interactive, so clicks and drags reach the map itself (pick mode).
 */
export function NaturalEarthBasemap({ land, borders, coasts }: BasemapColours) {
  const map = useMap();
  const [shapes, setShapes] = useState<NaturalEarthShapes | null>(null);

  useEffect(() => {
    let live = true;
    loadShapes().then(
      (loaded) => {
        if (live) setShapes(loaded);
      },
      // Without its shapes the map still works: the sea's colour and the markers.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!shapes) return undefined;
    if (!map.getPane(BASEMAP_PANE)) {
      map.createPane(BASEMAP_PANE).style.zIndex = '150';
    }
    // A whole screen drawn beyond each side, so a pan shows no blank edge before it ends.
    const renderer = new WholePixelSvg({ pane: BASEMAP_PANE, padding: 1 });
    // Unsmoothed: Leaflet simplifies each piece left by clipping to the drawn area, so a smoothed
    // coastline changed with where the last redraw clipped it. 1:110m is light enough to draw whole.
    const common = { pane: BASEMAP_PANE, renderer, interactive: false, smoothFactor: 0 } as const;
    const layers = L.layerGroup(
      [
        L.polygon(shapes.land, {
          ...common,
          className: BASEMAP_LAND_CLASS,
          stroke: false,
          fillColor: land,
          fillOpacity: 1,
        }),
        L.polyline(shapes.borders, { ...common, color: borders, opacity: 1, weight: 1 }),
        L.polyline(shapes.coasts, { ...common, color: coasts, opacity: 1, weight: 1 }),
      ],
      { attribution: NATURAL_EARTH_ATTRIBUTION },
    );
    layers.addTo(map);
    return () => {
      layers.remove();
      renderer.remove();
    };
  }, [map, shapes, land, borders, coasts]);

  return null;
}
