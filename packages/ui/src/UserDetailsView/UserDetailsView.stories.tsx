import type { Meta, StoryObj } from '@storybook/react-vite';
import { purple } from '@mui/material/colors';
import { expect, within } from 'storybook/test';
import {
  formatCreatedDate,
  formatLastLogin,
  i18n,
  localized,
  useLanguage,
  type Language,
} from '@libatlas/i18n';
import { sampleSuggestion, sampleSuggestions } from '../fixtures/sampleSuggestions.ts';
import { sampleUserById } from '../fixtures/sampleUsers.ts';
import { userActivity, type UserActivity } from './userActivity.ts';
import { UserDetailsView, type UserDetailsViewProps } from './UserDetailsView.tsx';

/** The page as the app wires it: the activity is derived from the suggestions in the active language. */
function DetailsPage(props: UserDetailsViewProps) {
  const { language } = useLanguage();
  const activity =
    props.activity ?? (props.user ? userActivity(props.user.id, sampleSuggestions, language) : []);
  return <UserDetailsView {...props} activity={activity} />;
}

const JAMES = sampleUserById('u-james');
const ADMIN = sampleUserById('u-admin');

const meta = {
  title: 'Manage/UserDetailsView',
  component: UserDetailsView,
  args: { user: JAMES },
  parameters: { route: '/users/u-james' },
  render: (args) => <DetailsPage {...args} />,
} satisfies Meta<typeof UserDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

function language(): Language {
  return i18n.language as Language;
}

/** The value shown for a term of a description list. */
function described(canvasElement: HTMLElement, term: string): string {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

function section(canvasElement: HTMLElement, title: string): HTMLElement {
  return within(canvasElement).getByRole('region', { name: title });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('users.detailsTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: i18n.t('users.editUser') })).toHaveAttribute(
      'href',
      '/users/u-james/edit',
    );
    await expect(
      canvas.getByRole('link', { name: i18n.t('users.backToManagement') }),
    ).toHaveAttribute('href', '/manage');

    const profile = within(section(canvasElement, i18n.t('users.profileSection')));
    await expect(profile.getByText(JAMES.name)).toBeVisible();
    await expect(profile.getByText(JAMES.email)).toBeVisible();
    await expect(profile.getByText(i18n.t('roles.premium'))).toBeVisible();
    // No picture: the first letter stands in.
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('J');

    await expect(section(canvasElement, i18n.t('users.accountInfo'))).toBeVisible();
    await expect(described(canvasElement, i18n.t('users.fields.createdAt'))).toBe(
      formatCreatedDate(JAMES.createdAt, language()),
    );
    // Never signed in.
    await expect(described(canvasElement, i18n.t('users.fields.lastLogin'))).toBe(
      i18n.t('date.never'),
    );
    await expect(described(canvasElement, i18n.t('users.fields.status'))).toBe(
      i18n.t('users.status.active'),
    );
  },
};

/**
 * James's activity, newest first: his comment (15 March), his suggestion (3 February), then his
 * two votes, which carry no date.
 */
export const RecentActivity: Story = {
  play: async ({ canvasElement }) => {
    const activity = within(section(canvasElement, i18n.t('users.recentActivity')));
    const items = activity.getAllByRole('listitem');
    const text = (id: string) => localized(sampleSuggestion(id).content, language());
    const expected: [string, string, string | null][] = [
      [
        'users.activity.comment',
        'Yes please, the museum quarter in Doha has no coverage at all.',
        '2025-03-15T12:00:00.000Z',
      ],
      ['users.activity.suggestion', text('s-search-diacritics'), '2025-02-03T12:00:00.000Z'],
      ['users.activity.vote', text('s-offline-maps'), null],
      ['users.activity.vote', text('s-reading-rooms'), null],
    ];
    await expect(items).toHaveLength(expected.length);
    for (const [index, [key, body, date]] of expected.entries()) {
      const item = items[index]!;
      await expect(item).toHaveTextContent(i18n.t(key as 'users.activity.vote'));
      await expect(item).toHaveTextContent(body);
      const time = item.querySelector('time');
      if (date) {
        await expect(time).toHaveAttribute('datetime', date);
        await expect(time).toHaveTextContent(formatCreatedDate(date, language()));
      } else {
        await expect(time).toBeNull();
      }
    }
  },
};

/** The list is sorted whatever order the page passes it in. */
export const ActivityGivenUnsorted: Story = {
  args: {
    activity: [
      { kind: 'vote', text: 'Vote', date: null, suggestionId: 's-1' },
      { kind: 'suggestion', text: 'Oldest', date: '2024-12-01T12:00:00.000Z', suggestionId: 's-2' },
      { kind: 'comment', text: 'Newest', date: '2025-05-01T12:00:00.000Z', suggestionId: 's-3' },
      { kind: 'comment', text: 'Middle', date: '2025-01-01T12:00:00.000Z', suggestionId: 's-4' },
    ] satisfies UserActivity[],
  },
  play: async ({ canvasElement }) => {
    const items = within(section(canvasElement, i18n.t('users.recentActivity'))).getAllByRole(
      'listitem',
    );
    const texts = items.map((item) => item.lastElementChild?.lastElementChild?.textContent);
    await expect(texts).toEqual(['Newest', 'Middle', 'Oldest', 'Vote']);
  },
};

export const NoActivity: Story = {
  args: { activity: [] },
  play: async ({ canvasElement }) => {
    const activity = within(section(canvasElement, i18n.t('users.recentActivity')));
    await expect(activity.getByText(i18n.t('users.noActivity'))).toBeVisible();
    await expect(activity.queryByRole('listitem')).toBeNull();
  },
};

/** An admin: a purple role chip, the last login with its time, the page's own Edit link. */
export const Admin: Story = {
  args: { user: ADMIN, editHref: '/users/u-admin/edit?from=details' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = within(section(canvasElement, i18n.t('users.profileSection')))
      .getByText(i18n.t('roles.admin'))
      .closest('.MuiChip-root')!;
    const hex = purple[700];
    await expect(getComputedStyle(chip).backgroundColor).toBe(
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`,
    );
    await expect(described(canvasElement, i18n.t('users.fields.lastLogin'))).toBe(
      formatLastLogin(ADMIN.lastLogin, language()),
    );
    await expect(canvas.getByRole('link', { name: i18n.t('users.editUser') })).toHaveAttribute(
      'href',
      '/users/u-admin/edit?from=details',
    );
  },
};

export const Inactive: Story = {
  args: { user: sampleUserById('u-layla') },
  play: async ({ canvasElement }) => {
    await expect(described(canvasElement, i18n.t('users.fields.status'))).toBe(
      i18n.t('users.status.inactive'),
    );
  },
};

export const NotFound: Story = {
  args: { user: null },
  parameters: { route: '/users/u-nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18n.t('users.notFound') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18n.t('users.backToManagement') }),
    ).toHaveAttribute('href', '/manage');
    await expect(canvas.queryByRole('link', { name: i18n.t('users.editUser') })).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { user: sampleUserById('u-layla') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'بيانات المستخدم' })).toBeVisible();
    await expect(canvas.getByText('ليلى منصور')).toBeVisible();
    await expect(canvasElement.querySelector('.MuiAvatar-root')).toHaveTextContent('ل');
    const items = within(section(canvasElement, 'النشاط الأخير')).getAllByRole('listitem');
    // Her comment (16 March), her suggestion (20 January), then her two votes.
    await expect(items.map((item) => item.querySelector('time')?.dateTime ?? null)).toEqual([
      '2025-03-16T12:00:00.000Z',
      '2025-01-20T12:00:00.000Z',
      null,
      null,
    ]);
  },
};
