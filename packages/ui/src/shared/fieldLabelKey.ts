import type { LibraryField } from '@libatlas/contracts';

/** The i18n key naming a library field, as the library form labels it. */
export function fieldLabelKey(field: LibraryField) {
  switch (field) {
    case 'lib_name':
      return 'libraryForm.fields.libName' as const;
    case 'contact.phone':
      return 'libraryForm.fields.phone' as const;
    case 'contact.email':
      return 'libraryForm.fields.email' as const;
    case 'sources':
      return 'library.sources' as const;
    default:
      return `libraryForm.fields.${field}` as const;
  }
}
