import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';

export interface DoAndDontProps {
  /** The right way, as our components do it. */
  good: ReactNode;
  /** The same thing done wrong, to recognise the mistake. */
  bad: ReactNode;
}

function Example({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  const good = kind === 'do';
  const Icon = good ? CheckCircleOutlinedIcon : CancelOutlinedIcon;
  return (
    <Box
      component="figure"
      data-testid={kind}
      sx={{
        m: 0,
        p: 2,
        border: 2,
        borderRadius: 1,
        borderColor: good ? 'success.main' : 'error.main',
        minWidth: 0,
      }}
    >
      <Typography
        component="figcaption"
        lang="en"
        variant="subtitle2"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          mb: 1.5,
          color: good ? 'success.dark' : 'error.dark',
        }}
      >
        <Icon fontSize="small" aria-hidden />
        {good ? 'Do' : "Don't"}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A rule of the right-to-left guide shown twice, side by side: done right (as our components do
 * it) and done wrong. Most mistakes only show in Arabic: switch the toolbar's language.
 */
export function DoAndDont({ good, bad }: DoAndDontProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 3 }}>
      <Example kind="do">{good}</Example>
      <Example kind="dont">{bad}</Example>
    </Box>
  );
}
