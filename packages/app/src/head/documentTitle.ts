/** The document's title: the page's name, then the site's; the site's alone for Home. */
export function documentTitle(siteName: string, pageName?: string): string {
  return pageName ? `${pageName} · ${siteName}` : siteName;
}
