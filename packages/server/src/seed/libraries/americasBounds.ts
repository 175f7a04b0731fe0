import type { CountryBounds } from '../SeedLibrary';

/**
 * Bounding boxes [minLat, minLng, maxLat, maxLng] of every country in `americasLibraries`,
 * keyed by the English country name used in the records. Approximate but generous: each box
 * contains the whole country with its main islands.
 */
export const americasBounds: CountryBounds = {
  // North America, Central America and the Caribbean
  Canada: [41.6, -141.1, 83.2, -52.5],
  'United States': [18.9, -179.9, 71.5, -66.9],
  Mexico: [14.5, -118.5, 32.8, -86.7],
  Guatemala: [13.7, -92.3, 17.9, -88.2],
  Belize: [15.8, -89.3, 18.5, -87.4],
  Honduras: [12.9, -89.4, 17.5, -83.1],
  'El Salvador': [13.1, -90.2, 14.5, -87.6],
  Nicaragua: [10.7, -87.7, 15.1, -82.5],
  'Costa Rica': [5.4, -87.2, 11.3, -82.5],
  Panama: [7.1, -83.1, 9.7, -77.1],
  Cuba: [19.8, -85.0, 23.3, -74.1],
  Jamaica: [16.9, -78.4, 18.6, -75.9],
  Haiti: [18.0, -74.5, 20.1, -71.6],
  'Dominican Republic': [17.4, -72.1, 20.0, -68.3],
  'Trinidad and Tobago': [10.0, -62.0, 11.4, -60.5],
  Barbados: [13.0, -59.7, 13.4, -59.4],
  'Puerto Rico': [17.8, -68.0, 18.6, -65.2],
  Aruba: [12.4, -70.1, 12.65, -69.85],
  Curaçao: [11.95, -69.2, 12.4, -68.6],
  Bermuda: [32.2, -64.95, 32.45, -64.6],

  // South America
  Brazil: [-33.8, -74.0, 5.3, -28.8],
  Argentina: [-55.1, -73.6, -21.7, -53.6],
  Chile: [-56.0, -109.5, -17.4, -66.4],
  Peru: [-18.4, -81.4, 0.0, -68.6],
  Colombia: [-4.3, -81.8, 13.5, -66.8],
  Venezuela: [0.6, -73.4, 15.7, -59.8],
  Ecuador: [-5.0, -92.1, 1.7, -75.2],
  Bolivia: [-22.9, -69.7, -9.7, -57.4],
  Paraguay: [-27.6, -62.7, -19.3, -54.2],
  Uruguay: [-35.0, -58.5, -30.1, -53.1],
  Guyana: [1.2, -61.4, 8.6, -56.5],
};
