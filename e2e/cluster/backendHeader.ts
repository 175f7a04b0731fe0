/**
 * The cluster proxy's header (scripts/startProxy.mjs): on an answer, the index of the server that
 * gave it; on a request, the server it should go to while that one is up.
 */
export const BACKEND_HEADER = 'x-libatlas-backend';
