import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { useTheme } from '@mui/material/styles';

export interface PageContainerProps {
  /** The page's content. */
  children: ReactNode;
}

/**
 * - **Use it** as the first element of every page, so its content follows Customise → Layout's
 *   width.
 * - **Don't use it** around a part of a page: nested containers add their padding twice.
 *
 * Lays a page's content out at the site's content width (Customise → Layout: full or contained).
 */
export function PageContainer({ children }: PageContainerProps) {
  const theme = useTheme();
  return (
    <Container maxWidth={theme.custom.contentMaxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {children}
    </Container>
  );
}
