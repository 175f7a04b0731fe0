import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleLibraries, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { libraryImageUrl } from '../libraryImageUrl.ts';
import { LibraryCover, monogramOf } from './LibraryCover.tsx';
import { LibraryImage } from './LibraryImage.tsx';

const egypt = sampleLibrary('eg-enla');

const meta = {
  title: 'Components/LibraryCover',
  component: LibraryCover,
  subcomponents: { LibraryImage },
  args: { library: egypt, height: 180 },
  decorators: [
    // A card's width unless the story asks for another (`parameters.maxWidth`).
    (Story, { parameters }) => (
      <Box sx={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 380 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LibraryCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByTestId('library-cover');
    await expect(cover).toHaveAttribute('aria-hidden', 'true');
    await expect(cover).toHaveTextContent(i18n.language === 'ar' ? 'م' : 'E');
    await expect(cover.getBoundingClientRect().height).toBe(180);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('library-cover')).toHaveTextContent('م');
  },
};

export const DarkScheme: Story = {
  globals: { colorScheme: 'dark' },
};

/** Another library gets another cover; the same library always gets the same one. */
export const Deterministic: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LibraryCover library={egypt} height={120} />
      <LibraryCover library={egypt} height={120} />
      <LibraryCover library={sampleLibrary('qa-qnl')} height={120} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const [first, again, other] = within(canvasElement).getAllByTestId('library-cover');
    await expect(again!.innerHTML).toBe(first!.innerHTML);
    await expect(other!.innerHTML).not.toBe(first!.innerHTML);
  },
};

/** A directory of libraries without photos: every cover differs, and all belong together. */
export const Shelf: Story = {
  parameters: { maxWidth: 1200 },
  render: () => (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {sampleLibraries.map((library) => (
        <LibraryCover key={library.id} library={library} height={130} />
      ))}
    </Box>
  ),
};

export const Monograms: Story = {
  play: async () => {
    await expect(monogramOf('France')).toBe('F');
    await expect(monogramOf('United Kingdom')).toBe('UK');
    await expect(monogramOf('Republic of Korea')).toBe('RK');
    await expect(monogramOf('المملكة المتحدة')).toBe('م');
    await expect(monogramOf('مصر')).toBe('م');
    await expect(monogramOf('الأردن')).toBe('أ');
    await expect(monogramOf('')).toBe('');
  },
};

const IMAGE_ADDRESSES: [string | undefined, string | null][] = [
  [undefined, null],
  ['', null],
  ['   ', null],
  ['/uploads/bnf.jpg', '/api/uploads/bnf.jpg'],
  ['uploads/bnf.jpg', '/api/uploads/bnf.jpg'],
  ['//uploads/bnf.jpg', '/api/uploads/bnf.jpg'],
  ['https://example.org/bnf.jpg', 'https://example.org/bnf.jpg'],
  ['HTTP://example.org/bnf.jpg', 'HTTP://example.org/bnf.jpg'],
  ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
];

/** Where `libraryImageUrl` sends each kind of stored image (spec §3, design §5). */
export const ImageAddresses: Story = {
  render: () => (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, typography: 'body2' }}
      dir="ltr"
    >
      {IMAGE_ADDRESSES.map(([input]) => (
        <Box key={String(input)} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontFamily: 'monospace' }}>
            {JSON.stringify(input) ?? 'undefined'}
          </Box>
          <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
            {String(libraryImageUrl(input))}
          </Box>
        </Box>
      ))}
    </Box>
  ),
  play: async () => {
    for (const [input, expected] of IMAGE_ADDRESSES) {
      await expect(libraryImageUrl(input)).toBe(expected);
    }
  },
};

/** The picture a card and a detail page show: photo, cover, or the placeholder when the photo fails. */
export const PictureStates: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {(['fr-bnf', 'eg-enla', 'sa-kfnl'] as const).map((id) => (
        <Box key={id} sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <LibraryImage
            library={sampleLibrary(id)}
            name={sampleLibrary(id).lib_name.en}
            height={120}
          />
          <Typography variant="caption">{id}</Typography>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: i18n.t('library.imageAlt', { name: 'National Library of France' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByTestId('library-cover')).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('img', { name: i18n.t('library.imageUnavailable') })).toBeVisible(),
      {
        timeout: 5000,
      },
    );
  },
};
