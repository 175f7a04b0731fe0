import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, within } from 'storybook/test';
import { useTranslation } from '@libatlas/i18n';
import { PageContainer } from './PageContainer.tsx';

function SampleContent() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="content"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 2 }}
    >
      <Typography variant="h2" component="h1" gutterBottom>
        {t('about.title')}
      </Typography>
      <Typography>{t('about.description')}</Typography>
    </Box>
  );
}

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  args: { children: <SampleContent /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Contained (the default content width): the content stops at the `lg` breakpoint, 1200px. */
export const Contained: Story = {
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    await expect(content.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

/** Full width: the content spans the window, less the gutters. */
export const FullWidth: Story = {
  parameters: { siteSettings: { contentWidth: 'full' } },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    // The container's gutters are 24px on each side from the `sm` breakpoint up.
    await expect(content.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.body.clientWidth - 48,
    );
  },
};
