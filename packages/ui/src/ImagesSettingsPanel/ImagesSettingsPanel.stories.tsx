import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_SITE_SETTINGS, HERO_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@libatlas/contracts';
import { i18n } from '@libatlas/i18n';
import { StatefulSettingsPanel } from '../fixtures/StatefulSettingsPanel.tsx';
import { samplePictureFile } from '../fixtures/samplePictureFile.ts';
import { ImagesSettingsPanel } from './ImagesSettingsPanel.tsx';
import { sampleHeroImage } from '../fixtures/sampleHeroImage.ts';

const meta = {
  title: 'Customize/ImagesSettingsPanel',
  component: ImagesSettingsPanel,
  args: {
    value: DEFAULT_SITE_SETTINGS,
    onChange: fn(),
    // The server answers the stored image's address; here an inline picture stands in for it.
    onUploadHeroImage: fn(() => Promise.resolve(sampleHeroImage)),
  },
  // As on the page, the chosen options stay chosen; each change still reaches `onChange`.
  render: (args) => <StatefulSettingsPanel panel={ImagesSettingsPanel} props={args} />,
} satisfies Meta<typeof ImagesSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The file input, found the way a screen reader names it: by its button's text. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  return within(canvasElement).getByLabelText(i18n.t('customize.uploadHeroImage'));
}

// userEvent.upload drops files that the input's `accept` excludes, as a file picker would hide
// them; a drop or a picker set to "all files" has no such filter, so refusals use this one.
const unfiltered = userEvent.setup({ applyAccept: false });

const withHeroImage = { ...DEFAULT_SITE_SETTINGS, heroImage: sampleHeroImage };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n.t('customize.noHeroImage'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: i18n.t('customize.removeHeroImage') }),
    ).toBeNull();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', HERO_IMAGE_TYPES.join(','));
    await expect(input).toHaveAccessibleDescription(i18n.t('customize.heroImageHint', { size: 5 }));

    const styles = canvas.getByRole('group', { name: i18n.t('customize.imageStyle') });
    for (const label of [
      'customize.roundedCorners',
      'customize.shadowEffect',
      'customize.hoverZoom',
    ] as const) {
      await expect(within(styles).getByRole('checkbox', { name: i18n.t(label) })).toBeChecked();
    }
  },
};

export const WithHeroImage: Story = {
  args: { value: withHeroImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: i18n.t('customize.heroImagePreview') }),
    ).toHaveAttribute('src', sampleHeroImage);

    await userEvent.click(
      canvas.getByRole('button', { name: i18n.t('customize.removeHeroImage') }),
    );

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(DEFAULT_SITE_SETTINGS);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(i18n.t('customize.noHeroImage'))).toBeVisible();
  },
};

/** An uploaded image is stored as a path and shown under the API (spec §3). */
export const UploadedPath: Story = {
  args: { value: { ...DEFAULT_SITE_SETTINGS, heroImage: '/uploads/hero.webp' } },
  // The stories have no server: the picture cannot load, so there is nothing to compare.
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: i18n.t('customize.heroImagePreview') }),
    ).toHaveAttribute('src', '/api/uploads/hero.webp');
  },
};

export const UploadsHeroImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = samplePictureFile('reading-room.webp', 'image/webp');

    await userEvent.upload(fileInput(canvasElement), file);

    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.onUploadHeroImage).toHaveBeenCalledOnce();
    await expect(args.onUploadHeroImage).toHaveBeenCalledWith(file);
    await expect(args.onChange).toHaveBeenCalledWith(withHeroImage);
    await expect(
      await canvas.findByRole('img', { name: i18n.t('customize.heroImagePreview') }),
    ).toHaveAttribute('src', sampleHeroImage);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Uploading: Story = {
  args: { onUploadHeroImage: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);

    await userEvent.upload(input, samplePictureFile('hall.jpg', 'image/jpeg'));

    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(i18n.t('customize.uploading')),
    );
    await expect(input).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Spec §2: the hero image may be of any image type; a GIF goes up like a PNG. */
export const TakesAnyImageType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await userEvent.upload(input, samplePictureFile('animation.gif', 'image/gif'));
    await waitFor(() => expect(args.onUploadHeroImage).toHaveBeenCalledOnce());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(withHeroImage));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RejectsSvgAndOtherFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);

    // SVG is refused (design §5): it can carry scripts.
    await unfiltered.upload(
      input,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
        type: 'image/svg+xml',
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('upload.invalidHeroImageType'),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await unfiltered.upload(
      input,
      new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      i18n.t('upload.invalidHeroImageType'),
    );
    await expect(args.onUploadHeroImage).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();

    // A picture the server takes afterwards clears the message.
    await userEvent.upload(input, samplePictureFile('hall.png', 'image/png'));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(withHeroImage));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const RejectsLargeImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const large = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'poster.jpg', {
      type: 'image/jpeg',
    });

    await userEvent.upload(fileInput(canvasElement), large);

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('upload.imageTooLarge', { size: 5 }),
    );
    await expect(args.onUploadHeroImage).not.toHaveBeenCalled();
  },
};

export const UploadFails: Story = {
  args: { onUploadHeroImage: fn(() => Promise.reject(new Error('415 Unsupported Media Type'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.upload(fileInput(canvasElement), samplePictureFile('hall.png'));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n.t('upload.imageFailed'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(fileInput(canvasElement)).toBeEnabled();
  },
};

export const TogglesImageStyles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const shadow = canvas.getByRole('checkbox', { name: i18n.t('customize.shadowEffect') });

    await userEvent.click(shadow);

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      shadowEffect: false,
    });
    await expect(shadow).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: i18n.t('customize.hoverZoom') }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: i18n.t('customize.roundedCorners') }),
    );

    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...DEFAULT_SITE_SETTINGS,
      shadowEffect: false,
      hoverZoom: false,
      roundedCorners: false,
    });
  },
};

export const Arabic: Story = {
  args: { value: withHeroImage },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('img', { name: 'صورة الواجهة الحالية' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إزالة صورة الواجهة' })).toBeVisible();

    await unfiltered.upload(
      fileInput(canvasElement),
      new File(['GIF89a'], 'notes.txt', { type: 'text/plain' }),
    );

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.t('upload.invalidHeroImageType'),
    );
  },
};
