import type { Library, ProposableField, Suggestion } from '@libatlas/contracts';
import { libraryEditsApi } from '../api/libraryEdits';
import { LibraryProposalEditor } from './LibraryProposalEditor';

export interface NewLibraryProposalProps {
  library: Library;
  onClose: () => void;
  /** Called with the pending suggestion the proposal became. */
  onSent: (suggestion: Suggestion) => void;
  /** The field the form opens at ("Suggest the phone" on a missing fact). */
  focusField?: ProposableField;
}

/** "Suggest an edit" from a library's page: sends the proposal, then hands its suggestion back. */
export function NewLibraryProposal({
  library,
  onClose,
  onSent,
  focusField,
}: NewLibraryProposalProps) {
  return (
    <LibraryProposalEditor
      library={library}
      focusField={focusField}
      onClose={onClose}
      onSubmit={async (input) => onSent(await libraryEditsApi.propose(library.id, input))}
    />
  );
}
