import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '@libatlas/i18n';
import { DetailList, type DetailListItem } from './DetailList.tsx';

// Labels come from the active catalog at render time, so the visual suite's English and Arabic
// shots each show one language.
const profileItems = (): DetailListItem[] => [
  { label: i18n.t('profile.name'), value: 'Layla Haddad' },
  { label: i18n.t('profile.email'), value: <bdi>layla.haddad@example.org</bdi> },
  { label: i18n.t('profile.lastLogin'), value: '23/11/2026 16:13' },
];

const meta = {
  title: 'Profile/DetailList',
  component: DetailList,
  args: { items: [] },
  render: () => <DetailList items={profileItems()} />,
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels and values paired as terms and definitions, so a screen reader reads each pair. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = [...canvasElement.querySelectorAll('dl > dt')];
    await expect(terms.map((term) => term.textContent)).toEqual(
      profileItems().map((item) => item.label),
    );
    for (const term of terms) {
      await expect(term.nextElementSibling?.tagName).toBe('DD');
    }
    await expect(within(canvasElement).getByText('layla.haddad@example.org')).toBeVisible();
  },
};

/** In Arabic the labels sit on the right, the values to their left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const term = canvasElement.querySelector('dt')!;
    await expect(term).toHaveTextContent(i18n.t('profile.name', { lng: 'ar' }));
    const value = term.nextElementSibling!;
    await expect(term.getBoundingClientRect().left).toBeGreaterThan(
      value.getBoundingClientRect().left,
    );
  },
};

/** On a phone a long value wraps inside the list instead of pushing the page wider. */
export const LongValueOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <DetailList
      items={[
        {
          label: i18n.t('profile.email'),
          value: <bdi>a.very.long.address.for.the.national.library.of.somewhere@example.org</bdi>,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
