import { i18n, loadCatalog, type Language } from '@libatlas/i18n';

/**
 * A lazily loaded form's code, once every text of the active language is there too (the app
 * bundles only the public pages' texts): the form's labels, checks and server messages.
 */
export async function withAllTexts<Module>(load: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load, loadCatalog(i18n.language as Language)]);
  return module;
}
