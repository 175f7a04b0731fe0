import { provideCatalog } from '../src/index.ts';
import ar from '../src/locales/ar.json';
import en from '../src/locales/en.json';

// The app bundles only the Arabic texts of its public pages and fetches the rest on demand; the
// tests read every text of both languages, as the app does once it has fetched them
// (loadCatalog.test.ts covers the fetching itself).
provideCatalog('en', en);
provideCatalog('ar', ar);
