import { loadCatalog, readStoredLanguage } from '@libatlas/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPage } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

function render() {
  createRoot(container!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The page this visit opens starts loading at once, beside the texts and the app's own start.
preloadPage(window.location.pathname);

// The reader's language's texts come first: Arabic's public pages' are bundled, English's are
// fetched. Should that fail, the page opens in Arabic rather than not at all.
loadCatalog(readStoredLanguage(), 'public').then(render, render);
