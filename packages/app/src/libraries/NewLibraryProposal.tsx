import type { Library, Suggestion } from '@libatlas/contracts';
import { libraryEditsApi } from '../api/libraryEdits';
import { LibraryProposalEditor } from './LibraryProposalEditor';

export interface NewLibraryProposalProps {
  library: Library;
  onClose: () => void;
  /** Called with the pending suggestion the proposal became. */
  onSent: (suggestion: Suggestion) => void;
}

/** "Suggest an edit" from a library's page: sends the proposal, then hands its suggestion back. */
export function NewLibraryProposal({ library, onClose, onSent }: NewLibraryProposalProps) {
  return (
    <LibraryProposalEditor
      library={library}
      onClose={onClose}
      onSubmit={async (input) => onSent(await libraryEditsApi.propose(library.id, input))}
    />
  );
}
