import { loadCatalog } from '../src/index.ts';

// The app bundles Arabic's texts and fetches English's on demand; the tests read both, as the app
// does once a reader has chosen English (loadCatalog.test.ts covers the fetch itself).
await loadCatalog('en');
