import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { PremiumNotice, upgradeMailto } from './PremiumNotice.tsx';

const CONTACT = 'admin@libatlas.local';

const meta = {
  title: 'Ask Library/PremiumNotice',
  component: PremiumNotice,
  args: { contactEmail: CONTACT },
} satisfies Meta<typeof PremiumNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

async function expectNotice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    canvas.getByRole('heading', { level: 1, name: i18n.t('askLib.premiumTitle') }),
  ).toBeVisible();
  await expect(canvas.getByText(i18n.t('askLib.premiumDescription'))).toBeVisible();
  await expect(canvas.queryByRole('log')).toBeNull();
  return canvas;
}

/** No upgrade flow in the spec: the button writes to the contact, subject filled in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectNotice(canvasElement);
    const link = canvas.getByRole('link', { name: i18n.t('askLib.upgrade') });
    await expect(link).toHaveAttribute(
      'href',
      upgradeMailto(CONTACT, i18n.t('askLib.upgradeSubject')),
    );
    await expect(link.getAttribute('href')).toMatch(/^mailto:admin@libatlas\.local\?subject=\S+$/);
  },
};

/** A page with an upgrade flow of its own: the button starts it. */
export const WithUpgradeFlow: Story = {
  args: { contactEmail: undefined, onUpgrade: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = await expectNotice(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('askLib.upgrade') }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = await expectNotice(canvasElement);
    await expect(canvas.getByRole('link', { name: i18n.t('askLib.upgrade') })).toHaveAttribute(
      'href',
      upgradeMailto(CONTACT, i18n.t('askLib.upgradeSubject')),
    );
  },
};
