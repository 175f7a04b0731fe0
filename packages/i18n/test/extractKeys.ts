// Strings first, so that '//' inside a URL is not mistaken for a comment; comments are dropped
// because they quote example calls such as t('typo.key').
const STRING_OR_COMMENT =
  /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

// A key passed to t(), i18n.t() or <Trans i18nKey>; a template with ${…} is dynamic and skipped.
const CALL = /(?:\bt\(\s*|\bi18nKey=\{?\s*)(['"`])([^'"`$\s]+)\1/g;

// Keys also travel as plain strings (zod messages, lookup tables) before reaching t().
const FILE_NAME = /\.(?:png|jpe?g|gif|svg|webp|ico|json|[cm]?[jt]sx?|css|html|md|txt|pdf)$/;

/** Translation keys a source file uses: the first segment of a plain string must be a namespace. */
export function extractKeys(source: string, namespaces: readonly string[]): Set<string> {
  const code = source.replace(
    STRING_OR_COMMENT,
    (match, literal: string | undefined) => literal ?? ' ',
  );
  const keys = new Set<string>();
  for (const match of code.matchAll(CALL)) {
    keys.add(match[2]!);
  }
  const literal = new RegExp(`(['"\`])((?:${namespaces.join('|')})(?:\\.[A-Za-z0-9_]+)+)\\1`, 'g');
  for (const match of code.matchAll(literal)) {
    if (!FILE_NAME.test(match[2]!)) {
      keys.add(match[2]!);
    }
  }
  return keys;
}
