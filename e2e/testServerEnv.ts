/**
 * What every test server is started with, besides its port and data: quiet logs, sign-in limits
 * the suites' many sign-ins of one account never meet (the limits themselves are tested by the
 * server suite), and map tiles from an address that never answers, as on machines without
 * internet.
 */
export const TEST_SERVER_ENV = {
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
  TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
};
