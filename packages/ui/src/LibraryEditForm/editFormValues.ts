import {
  blankedContacts,
  libraryProposalChangesSchema,
  libraryProposalInputSchema,
  libraryFieldValue,
  sameFieldValue,
  PROPOSABLE_FIELDS,
  type BilingualText,
  type Library,
  type LibraryFieldValue,
  type LibraryProposal,
  type LibraryProposalChanges,
  type LibraryProposalInput,
  type ProposableField,
} from '@libatlas/contracts';
import { validationMessages } from '@libatlas/contracts';
import { z } from 'zod';

/** What "Suggest an edit" holds while it is edited: every proposable field, the source, the note. */
export interface EditFormValues {
  lib_name: BilingualText;
  address: BilingualText;
  operatingHours: BilingualText;
  contact: { phone: string; email: string };
  website: string;
  languages: string[];
  /** As typed, so a half-typed '-' survives until the field is left. */
  location: { lat: string; lng: string };
  source: string;
  note: string;
}

/**
 * The API's rules for a proposal, over every field at once (the form holds them all), plus the
 * library's own: a phone or email it has may not be emptied.
 */
export function editFormSchema(library: Library) {
  return libraryProposalChangesSchema
    .required()
    .extend({
      contact: z.object({
        phone: libraryProposalChangesSchema.shape.contact.unwrap().shape.phone.unwrap(),
        email: libraryProposalChangesSchema.shape.contact.unwrap().shape.email.unwrap(),
      }),
      source: libraryProposalInputSchema.shape.source,
      note: libraryProposalInputSchema.shape.note,
    })
    .superRefine((value, context) => {
      for (const field of blankedContacts(library.contact, value.contact)) {
        context.addIssue({
          code: 'custom',
          path: ['contact', field],
          message: validationMessages.required,
        });
      }
    });
}

export type EditFormOutput = z.output<ReturnType<typeof editFormSchema>>;

const copy = (text: BilingualText): BilingualText => ({ en: text.en, ar: text.ar });

/** The form's starting values: the library's, with a proposal's values over them when given. */
export function editFormValues(
  library: Library,
  proposal?: LibraryProposal | null,
): EditFormValues {
  const values: EditFormValues = {
    lib_name: copy(library.lib_name),
    address: copy(library.address),
    operatingHours: copy(library.operatingHours),
    contact: { phone: library.contact.phone, email: library.contact.email },
    website: library.website,
    languages: [...library.languages],
    location: { lat: String(library.location.lat), lng: String(library.location.lng) },
    source: proposal?.source ?? '',
    note: proposal?.note ?? '',
  };
  for (const { field, new: value } of proposal?.changes ?? []) {
    const bilingual = value as BilingualText;
    switch (field) {
      case 'lib_name':
      case 'address':
      case 'operatingHours':
        values[field] = copy(bilingual);
        break;
      case 'contact.phone':
        values.contact.phone = String(value ?? '');
        break;
      case 'contact.email':
        values.contact.email = String(value ?? '');
        break;
      case 'website':
        values.website = String(value ?? '');
        break;
      case 'languages':
        values.languages = Array.isArray(value) ? [...value] : [];
        break;
      case 'location': {
        const point = value as { lat: number; lng: number };
        values.location = { lat: String(point.lat), lng: String(point.lng) };
        break;
      }
      default:
        break;
    }
  }
  return values;
}

/** A form value as the library's field holds it, to compare the two. */
function formFieldValue(output: EditFormOutput, field: ProposableField): LibraryFieldValue {
  switch (field) {
    case 'contact.phone':
      return output.contact.phone;
    case 'contact.email':
      return output.contact.email;
    case 'location':
      return { lat: output.location.lat, lng: output.location.lng };
    default:
      return output[field];
  }
}

/** The fields the reader changed, as the API takes them; none when nothing differs. */
export function proposalInput(library: Library, output: EditFormOutput): LibraryProposalInput {
  const changed = PROPOSABLE_FIELDS.filter(
    (field) => !sameFieldValue(libraryFieldValue(library, field), formFieldValue(output, field)),
  );
  const changes: LibraryProposalChanges = {};
  for (const field of changed) {
    if (field === 'contact.phone' || field === 'contact.email') {
      const key = field === 'contact.phone' ? 'phone' : 'email';
      changes.contact = { ...changes.contact, [key]: output.contact[key] };
    } else if (field === 'location') {
      changes.location = { lat: output.location.lat, lng: output.location.lng };
    } else if (field === 'languages') {
      changes.languages = output.languages;
    } else if (field === 'website') {
      changes.website = output.website;
    } else {
      changes[field] = output[field];
    }
  }
  return { changes, source: output.source, note: output.note };
}

/** Whether a proposal input changes anything. */
export function changesSomething(input: LibraryProposalInput): boolean {
  return Object.keys(input.changes).length > 0;
}
