/**
 * JSON text made safe inside a `<script>` element: no `<` (so nothing in it can close the
 * element or open a comment) and no line or paragraph separator, each written as its escape,
 * which JSON reads back as the same character. Only valid for JSON: `<` occurs there only inside
 * strings.
 */
export function scriptJson(json: string): string {
  return json
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
