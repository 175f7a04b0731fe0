import type { LocalizedText } from '../LibraryCard/index.ts';

/** A library's text in the language it is written in (marked when it fell back to the other). */
export function LocalizedSpan({ value }: { value: LocalizedText }) {
  return value.lang ? (
    <span lang={value.lang} dir="auto">
      {value.text}
    </span>
  ) : (
    <>{value.text}</>
  );
}
