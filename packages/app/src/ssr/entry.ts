// What the server imports (built by `vite build --ssr` into dist/server/entry.js): which pages
// there are, the language and data a page is drawn with, and the page itself.
export { pageAnswers } from './pageAnswers';
export { pageLanguage } from './pageLanguage';
export { pageLanguageCookie } from './pageLanguageCookie';
export { renderPage, type PageRequest, type RenderedPage } from './renderPage';
export { pagePaths } from '../routes';
