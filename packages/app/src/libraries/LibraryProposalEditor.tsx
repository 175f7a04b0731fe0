import type {
  Library,
  LibraryProposal,
  LibraryProposalInput,
  ProposableField,
} from '@libatlas/contracts';
import { LibraryEditForm } from '@libatlas/ui';
import { useSettings } from '../settings/useSettings';

export interface LibraryProposalEditorProps {
  /** The library the proposal is for, as it stands. */
  library: Library;
  /** The author's pending proposal, when they correct it. */
  proposal?: LibraryProposal | null;
  onClose: () => void;
  /** Sends the proposal; the editor stays open on a rejection (the form says why). */
  onSubmit: (input: LibraryProposalInput) => Promise<void>;
  /** The field the form opens at ("Suggest the phone"). */
  focusField?: ProposableField;
}

/**
 * "Suggest an edit" with the site's map tiles; loaded only when a reader opens it, so the library
 * page's first load carries neither the form nor its rules.
 */
export function LibraryProposalEditor({
  library,
  proposal,
  onClose,
  onSubmit,
  focusField,
}: LibraryProposalEditorProps) {
  const { settings } = useSettings();
  return (
    <LibraryEditForm
      open
      library={library}
      proposal={proposal}
      onClose={onClose}
      onSubmit={onSubmit}
      tileUrl={settings.tileUrl}
      focusField={focusField}
    />
  );
}
