import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParseKeys } from 'i18next';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_IMAGE_BYTES } from '@libatlas/contracts';
import { i18n, useTranslation } from '@libatlas/i18n';
import { MISSING_IMAGE_PATH, sampleLibrary } from '../fixtures/sampleLibraries.ts';
import { sampleImageFile } from '../fixtures/sampleImageFile.ts';
import { LibraryImageUpload, type LibraryImageUploadProps } from './LibraryImageUpload.tsx';

const UPLOADED_PATH = '/uploads/facade-1.png';
/** A full URL (an inline drawing, so nothing is fetched) that is shown as it is. */
const bnfImage = sampleLibrary('fr-bnf').image as string;

/** Holds the value as the library form does, so an upload or a removal shows its result. */
function Stateful(args: LibraryImageUploadProps) {
  const [value, setValue] = useState(args.value);
  return (
    <LibraryImageUpload
      {...args}
      value={value}
      onChange={(url) => {
        setValue(url);
        args.onChange(url);
      }}
    />
  );
}

const meta = {
  title: 'Manage/LibraryImageUpload',
  component: LibraryImageUpload,
  args: {
    value: '',
    onChange: fn(),
    onUpload: fn(async () => UPLOADED_PATH),
    onUploadingChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LibraryImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.
const t = i18n.t.bind(i18n);

/** The hidden file input the buttons open; play functions hand it files as the picker would. */
function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

function button(canvasElement: HTMLElement, key: ParseKeys) {
  return within(canvasElement).getByRole('button', { name: t(key) });
}

/**
 * Drops `files` on the picture area, as a user dragging them from the desktop would. The event is
 * built here: fireEvent would copy the DataTransfer into an empty one and lose the files.
 */
function drop(canvasElement: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const area = within(canvasElement).getByText(t('libraryForm.imageDrop'));
  for (const type of ['dragenter', 'dragover', 'drop']) {
    area.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

// userEvent.upload leaves out files that the input's `accept` excludes, as a file picker hides
// them; a drop has no such filter, so the refusals are checked with this one.
const unfiltered = userEvent.setup({ applyAccept: false });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: t('libraryForm.fields.image') })).toBeVisible();
    await expect(canvas.getByText(t('libraryForm.imageDrop'))).toBeVisible();
    const upload = button(canvasElement, 'libraryForm.uploadImage');
    await expect(upload).toHaveAccessibleDescription(
      `${t('libraryForm.imageTypes')} · ${t('upload.maxSize', { size: 5 })}`,
    );
    await expect(canvas.queryByRole('button', { name: t('libraryForm.removeImage') })).toBeNull();
    const input = fileInput(canvasElement);
    await expect(input).not.toHaveAttribute('multiple');
    await expect(input).toHaveAttribute(
      'accept',
      '.jpeg,.jpg,.png,.webp,image/jpeg,image/jpg,image/png,image/webp',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const AcceptsAnImage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = sampleImageFile();

    await userEvent.upload(fileInput(canvasElement), file);

    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(UPLOADED_PATH));
    await expect(args.onUpload).toHaveBeenCalledOnce();
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(args.onUploadingChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onUploadingChange).toHaveBeenNthCalledWith(2, false);
    // The file is shown from memory, not fetched back from the server.
    const preview = canvas.getByRole('img', { name: t('libraryForm.imagePreview') });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(48));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('libraryForm.imageUploaded'));
    await expect(button(canvasElement, 'libraryForm.replaceImage')).toBeEnabled();
    await expect(button(canvasElement, 'libraryForm.removeImage')).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AcceptsADrop: Story = {
  play: async ({ canvasElement, args }) => {
    const file = sampleImageFile('facade.webp', 'image/webp');

    drop(canvasElement, [file]);

    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(UPLOADED_PATH));
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    await expect(
      within(canvasElement).getByRole('img', { name: t('libraryForm.imagePreview') }),
    ).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(() => new Promise<string>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.upload(fileInput(canvasElement), sampleImageFile());

    const choose = await canvas.findByRole('button', { name: t('libraryForm.uploading') });
    await expect(choose).toBeDisabled();
    await expect(canvas.getByRole('img', { name: t('libraryForm.imagePreview') })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(t('libraryForm.uploading'));
    await expect(args.onUploadingChange).toHaveBeenCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectsOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await unfiltered.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7'], 'guide.pdf', { type: 'application/pdf' }),
    );

    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('upload.invalidImageType'));
    await expect(button(canvasElement, 'libraryForm.uploadImage')).toHaveAccessibleDescription(
      `${t('libraryForm.imageTypes')} · ${t('upload.maxSize', { size: 5 })} ${t('upload.invalidImageType')}`,
    );
    // A picture of another kind is refused too.
    await unfiltered.upload(fileInput(canvasElement), sampleImageFile('logo.gif', 'image/gif'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('upload.invalidImageType'));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const RejectsALargeFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const large = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'poster.png', {
      type: 'image/png',
    });

    await userEvent.upload(fileInput(canvasElement), large);

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('upload.imageTooLarge', { size: 5 }),
    );
    await expect(args.onUpload).not.toHaveBeenCalled();

    // A valid image afterwards clears the message and is uploaded.
    await userEvent.upload(fileInput(canvasElement), sampleImageFile());
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(UPLOADED_PATH));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const UploadFails: Story = {
  args: { onUpload: fn(async () => Promise.reject(new Error('Internal server error'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.upload(fileInput(canvasElement), sampleImageFile());

    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('upload.imageFailed'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(false);
    // The failed file is not kept: the area is empty again and ready for another try.
    await expect(canvas.queryByRole('img', { name: t('libraryForm.imagePreview') })).toBeNull();
    await expect(button(canvasElement, 'libraryForm.uploadImage')).toBeEnabled();
  },
};

export const ExistingUrl: Story = {
  args: { value: bnfImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A full URL is shown as it is.
    await expect(canvas.getByRole('img', { name: t('libraryForm.imagePreview') })).toHaveAttribute(
      'src',
      bnfImage,
    );
    await expect(button(canvasElement, 'libraryForm.replaceImage')).toBeVisible();
    await expect(button(canvasElement, 'libraryForm.removeImage')).toBeVisible();
  },
};

export const ExistingPathThatFails: Story = {
  args: { value: MISSING_IMAGE_PATH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A path is loaded from /api + path; no server holds this one, so the placeholder shows.
    await expect(
      await canvas.findByRole('img', { name: t('library.imageUnavailable') }),
    ).toBeVisible();
    await expect(button(canvasElement, 'libraryForm.replaceImage')).toBeVisible();
  },
};

export const Removes: Story = {
  args: { value: bnfImage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);

    await userEvent.click(button(canvasElement, 'libraryForm.removeImage'));

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText(t('libraryForm.imageDrop'))).toBeVisible();
    // The focus moves to the button that takes Remove's place.
    await expect(button(canvasElement, 'libraryForm.uploadImage')).toHaveFocus();
  },
};

export const ReplacesAnImage: Story = {
  args: { value: bnfImage },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      sampleImageFile('new-facade.jpg', 'image/jpeg'),
    );

    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(UPLOADED_PATH));
    const preview = within(canvasElement).getByRole('img', { name: t('libraryForm.imagePreview') });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const KeyboardOperable: Story = {
  args: { value: bnfImage },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    // Replace opens the system's file picker with Enter or Space; Remove clears the image.
    await expect(button(canvasElement, 'libraryForm.replaceImage')).toHaveFocus();
    await userEvent.tab();
    await expect(button(canvasElement, 'libraryForm.removeImage')).toHaveFocus();

    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenCalledWith('');
    await expect(button(canvasElement, 'libraryForm.uploadImage')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { value: bnfImage, disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, 'libraryForm.replaceImage')).toBeDisabled();
    await expect(button(canvasElement, 'libraryForm.removeImage')).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The form's own message about the stored value, in the active language. */
function WithFormError(args: LibraryImageUploadProps) {
  const { t: translate } = useTranslation();
  return <Stateful {...args} error={translate('validation.invalidUrl')} />;
}

export const FormError: Story = {
  args: { value: 'not a picture address' },
  render: (args) => <WithFormError {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      t('validation.invalidUrl'),
    );
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('libraryForm.imageDrop'))).toBeVisible();

    await unfiltered.upload(
      fileInput(canvasElement),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
    );

    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      i18n.getFixedT('ar')('upload.invalidImageType'),
    );
  },
};
