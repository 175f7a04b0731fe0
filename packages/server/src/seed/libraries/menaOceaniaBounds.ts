import type { CountryBounds } from '../SeedLibrary';

/**
 * Generous bounding boxes [minLat, minLng, maxLat, maxLng] of the countries in mena_oceania.ts.
 * Boxes never cross the 180th meridian, so for countries that straddle it they cover the main
 * islands only: Fiji (Viti Levu, Vanua Levu, Rotuma; not the eastern Lau group), Kiribati (the
 * Gilbert Islands with Tarawa, and Banaba; not the Phoenix and Line Islands) and New Zealand
 * (not the Chatham Islands).
 */
export const menaOceaniaBounds: CountryBounds = {
  // Middle East
  'Saudi Arabia': [16.3, 34.4, 32.3, 55.8],
  'United Arab Emirates': [22.5, 51.4, 26.3, 56.5],
  Qatar: [24.4, 50.7, 26.3, 51.7],
  Kuwait: [28.5, 46.5, 30.2, 48.5],
  Bahrain: [25.5, 50.3, 26.4, 50.9],
  Iraq: [29.0, 38.7, 37.5, 48.7],
  Iran: [25.0, 44.0, 39.8, 63.4],
  Syria: [32.3, 35.6, 37.4, 42.4],
  Lebanon: [33.0, 35.0, 34.8, 36.7],
  Jordan: [29.1, 34.9, 33.4, 39.4],
  Israel: [29.4, 34.2, 33.4, 35.9],
  Turkey: [35.8, 25.6, 42.2, 44.9],

  // North Africa
  Egypt: [21.9, 24.6, 31.7, 37.0],
  Libya: [19.4, 9.3, 33.2, 25.2],
  Tunisia: [30.2, 7.5, 37.6, 11.7],
  Algeria: [18.9, -8.7, 37.1, 12.0],
  Morocco: [27.6, -13.3, 36.0, -0.9],
  Mauritania: [14.7, -17.1, 27.3, -4.8],

  // Oceania
  Australia: [-43.7, 112.9, -10.0, 153.7],
  'New Zealand': [-47.4, 166.3, -34.3, 178.6],
  'Papua New Guinea': [-11.7, 140.8, -0.8, 159.6],
  Vanuatu: [-20.3, 166.5, -13.0, 170.3],
  'Solomon Islands': [-12.4, 155.4, -5.0, 170.3],
  Kiribati: [-3.0, 169.3, 3.5, 177.0],
  Tuvalu: [-10.9, 176.0, -5.6, 179.95],
  Fiji: [-21.1, 176.8, -12.4, 180.0],
  Samoa: [-14.1, -172.9, -13.4, -171.3],
};
