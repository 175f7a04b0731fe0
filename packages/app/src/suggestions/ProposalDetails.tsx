import type { Suggestion } from '@libatlas/contracts';
import { useTranslation } from '@libatlas/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { ProposalReview } from './ProposalReview';

/**
 * On the board, a card's proposed edit: a toggle that shows the diff (and, for an admin, the
 * review) inside the card. Mounted when first opened, so a long board draws no maps it need not.
 */
export function ProposalDetails({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!suggestion.proposal) return null;
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={id}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
        sx={{ marginInlineStart: -1 }}
      >
        {open ? t('libraryEdits.hideChanges') : t('libraryEdits.showChanges')}
      </Button>
      <Collapse in={open} id={id}>
        {opened && (
          <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <ProposalReview suggestion={suggestion} />
          </Box>
        )}
      </Collapse>
    </Box>
  );
}
