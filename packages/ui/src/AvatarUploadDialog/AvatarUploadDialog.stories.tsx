import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { sampleAvatar } from '../fixtures/sampleAvatar.ts';
import { samplePictureFile } from '../fixtures/samplePictureFile.ts';
import { AVATAR_MAX_BYTES, AvatarUploadDialog } from './AvatarUploadDialog.tsx';

const meta = {
  title: 'Profile/AvatarUploadDialog',
  component: AvatarUploadDialog,
  args: { open: true, onClose: fn(), onSelect: fn() },
  // On a Docs page the dialog opens inside its story's block, which needs the room.
  parameters: { docsHeight: 480 },
} satisfies Meta<typeof AvatarUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

/** The dialog lives in a portal, outside the story's canvas; it fades in. */
async function findDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: i18n.t('profile.avatarDialogTitle'),
  });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Drops `files` on the zone, as a user dragging them from the desktop would. The event is built
 * here: fireEvent would copy the DataTransfer into an empty one and lose the files.
 */
function drop(dialog: HTMLElement, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const zone = within(dialog).getByText(i18n.t('profile.avatarDropzone'));
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/** The file input, found the way a screen reader names it: by the drop zone's text. */
function fileInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText(i18n.t('profile.avatarDropzone'));
}

// userEvent.upload drops files that the input's `accept` excludes, as a file picker would hide
// them; a drop on the zone has no such filter, so the refusals are checked with this one.
const unfiltered = userEvent.setup({ applyAccept: false });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const input = fileInput(dialog);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).not.toHaveAttribute('multiple');
    await expect(input).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.gif,image/png,image/jpeg,image/gif',
    );
    await expect(input).toHaveAccessibleDescription(
      `${i18n.t('profile.avatarHint')} · ${i18n.t('upload.maxSize', { size: 1 })}`,
    );
    await expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));

    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ChoosesAPicture: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);

    await userEvent.upload(fileInput(dialog), samplePictureFile());

    await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    await expect(args.onSelect).toHaveBeenCalledWith(sampleAvatar);
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement);

    await userEvent.tab();

    // The input is the first stop: Enter or Space on it opens the system's file picker.
    await expect(fileInput(dialog)).toHaveFocus();
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: i18n.t('common.cancel') }),
    ).toHaveFocus();
  },
};

export const AcceptsADrop: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const file = samplePictureFile('portrait.gif', 'image/gif');

    drop(dialog, [file]);

    await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.stringMatching(/^data:image\/gif;base64,/),
    );
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const input = fileInput(dialog);

    await unfiltered.upload(
      input,
      new File(['%PDF-1.7'], 'portrait.pdf', { type: 'application/pdf' }),
    );

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('profile.avatarInvalidType'),
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // A picture type under another extension is refused too: the spec lists extensions.
    await unfiltered.upload(input, samplePictureFile('portrait.webp', 'image/webp'));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      i18n.t('profile.avatarInvalidType'),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const RefusesALargePicture: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    const large = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'poster.png', {
      type: 'image/png',
    });

    await userEvent.upload(fileInput(dialog), large);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('upload.imageTooLarge', { size: 1 }),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();

    // A valid picture afterwards clears the message and is taken.
    await userEvent.upload(fileInput(dialog), samplePictureFile());
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(sampleAvatar));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

export const RefusesSeveralFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);

    drop(dialog, [samplePictureFile('one.png'), samplePictureFile('two.png')]);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('upload.tooManyFiles'),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByText(i18n.t('profile.avatarDropzone'))).toBeVisible();

    await unfiltered.upload(
      fileInput(dialog),
      new File(['GIF'], 'notes.txt', { type: 'text/plain' }),
    );

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('profile.avatarInvalidType'),
    );
  },
};
