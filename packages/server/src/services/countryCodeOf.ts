/** Codes withdrawn from ISO 3166-1 or not countries, which the runtime still names. */
const NOT_CURRENT = new Set(
  'AN BU CS DD DY EU EZ FX HV NH NT QO RH SU TP UK UN VD YD YU ZR ZZ'.split(' '),
);

/** English country names to ISO 3166-1 alpha-2 codes, from the runtime's own region names. */
let codesByName: Map<string, string> | null = null;

function codeForName(name: string): string | undefined {
  if (!codesByName) {
    codesByName = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        let label: string | undefined;
        try {
          label = names.of(code);
        } catch {
          label = undefined;
        }
        if (NOT_CURRENT.has(code)) continue;
        if (label && label !== code && !codesByName.has(label.toLowerCase())) {
          codesByName.set(label.toLowerCase(), code);
        }
      }
    }
  }
  return codesByName.get(name.trim().toLowerCase());
}

/**
 * A library's country code (lower case, '' unknown): by its English country name where the runtime
 * knows that name, else by its id's `<iso2>-` prefix (every seeded id has one).
 */
export function countryCodeOf(library: { id: string; country: { en: string } }): string {
  const byName = codeForName(library.country.en);
  if (byName) return byName.toLowerCase();
  const prefix = /^([a-z]{2})-/.exec(library.id)?.[1];
  return prefix ?? '';
}
