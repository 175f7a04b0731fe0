import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { green, purple } from '@mui/material/colors';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@libatlas/contracts';
import { formatLastLogin, i18n, type Language } from '@libatlas/i18n';
import { sampleUserById, sampleUsers } from '../fixtures/sampleUsers.ts';
import { UsersTable, type UsersTableProps, type UsersTableUser } from './UsersTable.tsx';

/** Shows where the story's router is, so a play function can see a navigation happen. */
function LocationDisplay() {
  const { pathname } = useLocation();
  return (
    <Typography variant="caption" component="p" sx={{ mt: 2 }} data-testid="location">
      {pathname}
    </Typography>
  );
}

/** The console as the page wires it: a confirmed delete removes the user from the list. */
function Console({ users: initial, onDelete, ...props }: UsersTableProps) {
  const [users, setUsers] = useState(initial);
  return (
    <>
      <UsersTable
        {...props}
        users={users}
        onDelete={async (user) => {
          await onDelete(user);
          setUsers((list) => list.filter((item) => item.id !== user.id));
        }}
      />
      <LocationDisplay />
    </>
  );
}

const meta = {
  title: 'Manage/UsersTable',
  component: UsersTable,
  args: { users: sampleUsers, onDelete: fn(async () => {}) },
  parameters: { route: '/manage' },
  render: (args) => <Console {...args} />,
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

// Play functions read texts from the active catalog (`i18n.t`), so each story passes in either
// language: the visual suite opens every story in English and in Arabic.

const AMINA = sampleUserById('u-amina');
const JAMES = sampleUserById('u-james');
const ADMIN = sampleUserById('u-admin');

// Found by selector rather than role: while a dialog is open the grid is hidden from the
// accessibility tree, and a column header's name also holds its sort and menu buttons.
function grid(canvasElement: HTMLElement): HTMLElement {
  return canvasElement.querySelector<HTMLElement>('[role="grid"]')!;
}

function header(canvasElement: HTMLElement, field: string): HTMLElement {
  return grid(canvasElement).querySelector<HTMLElement>(
    `[role="columnheader"][data-field="${field}"]`,
  )!;
}

/** The grid's body rows, top to bottom. */
function bodyRows(canvasElement: HTMLElement): HTMLElement[] {
  return [...grid(canvasElement).querySelectorAll<HTMLElement>('[role="row"][data-id]')];
}

function rowOf(canvasElement: HTMLElement, user: Pick<User, 'id'>): HTMLElement {
  const row = grid(canvasElement).querySelector<HTMLElement>(`[role="row"][data-id="${user.id}"]`);
  if (!row) throw new Error(`No row for ${user.id}`);
  return row;
}

function cell(row: HTMLElement, field: string): HTMLElement {
  return row.querySelector<HTMLElement>(`[role="gridcell"][data-field="${field}"]`)!;
}

const byEmail = (a: string, b: string) => a.localeCompare(b);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: i18n.t('manage.tabs.users') })).toBeVisible();
    const headers = within(grid(canvasElement))
      .getAllByRole('columnheader')
      .map((column) => column.querySelector('.MuiDataGrid-columnHeaderTitle')?.textContent);
    await expect(headers).toEqual([
      i18n.t('manage.users.columns.email'),
      i18n.t('manage.users.columns.name'),
      i18n.t('manage.users.columns.role'),
      i18n.t('manage.users.columns.lastLogin'),
      i18n.t('manage.users.columns.actions'),
    ]);
    const amina = rowOf(canvasElement, AMINA);
    await expect(cell(amina, 'email')).toHaveTextContent(AMINA.email);
    await expect(cell(amina, 'name')).toHaveTextContent(AMINA.name);
    await expect(cell(amina, 'role')).toHaveTextContent(i18n.t('roles.regular'));
    await expect(cell(amina, 'lastLogin')).toHaveTextContent(
      formatLastLogin(AMINA.lastLogin, i18n.language as Language),
    );
    const add = canvas.getByRole('link', { name: i18n.t('manage.users.add') });
    await expect(add).toHaveAttribute('href', '/users/add');
  },
};

/** The list is sorted by email, whatever order it came in. */
export const SortedByEmail: Story = {
  play: async ({ canvasElement }) => {
    const emails = bodyRows(canvasElement).map((row) => cell(row, 'email').textContent);
    await expect(emails).toEqual(sampleUsers.map((user) => user.email).sort(byEmail));
    await expect(header(canvasElement, 'email')).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Admins in purple, every other role in green. */
export const RoleColours: Story = {
  play: async ({ canvasElement }) => {
    const colourOf = (user: User) =>
      getComputedStyle(cell(rowOf(canvasElement, user), 'role').querySelector('.MuiChip-root')!)
        .backgroundColor;
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(cell(rowOf(canvasElement, ADMIN), 'role')).toHaveTextContent(
      i18n.t('roles.admin'),
    );
    await expect(colourOf(ADMIN)).toBe(rgb(purple[700]));
    await expect(colourOf(sampleUserById('u-omar'))).toBe(rgb(purple[700]));
    await expect(cell(rowOf(canvasElement, JAMES), 'role')).toHaveTextContent(
      i18n.t('roles.premium'),
    );
    await expect(colourOf(JAMES)).toBe(rgb(green[800]));
    await expect(colourOf(AMINA)).toBe(rgb(green[800]));
  },
};

/** A user who never signed in shows a dash ("Never" for screen readers). */
export const NeverSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const lastLogin = cell(rowOf(canvasElement, JAMES), 'lastLogin');
    await expect(within(lastLogin).getByText('—')).toBeVisible();
    await expect(lastLogin).toHaveTextContent(i18n.t('date.never'));
    await expect(cell(rowOf(canvasElement, ADMIN), 'lastLogin')).toHaveTextContent(
      formatLastLogin(ADMIN.lastLogin, i18n.language as Language),
    );
  },
};

const BROKEN_ROWS: UsersTableUser[] = [
  { id: '', name: 'No Id', email: 'no-id@example.org', role: 'regular', lastLogin: null },
  { id: 'u-no-email', name: 'No Email', email: '  ', role: 'premium', lastLogin: null },
  { name: 'Neither', role: 'admin', lastLogin: null },
];

/** Records without an id or an email are left out. */
export const RowsDropped: Story = {
  args: { users: [...BROKEN_ROWS, AMINA, JAMES] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(bodyRows(canvasElement).map((row) => row.dataset.id)).toEqual([
      AMINA.id,
      JAMES.id,
    ]);
    for (const name of ['No Id', 'No Email', 'Neither']) {
      await expect(canvas.queryByText(name)).toBeNull();
    }
  },
};

export const Loading: Story = {
  args: { users: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      i18n.t('manage.users.loading'),
    );
    await expect(bodyRows(canvasElement)).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n.t('manage.users.empty'))).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('link', { name: i18n.t('manage.users.add') })).toBeVisible();
  },
};

/** View and Edit open the user's screens; each action is named after its user. */
export const Actions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(rowOf(canvasElement, AMINA));
    const view = row.getByRole('link', { name: i18n.t('manage.users.view', { name: AMINA.name }) });
    const edit = row.getByRole('link', { name: i18n.t('manage.users.edit', { name: AMINA.name }) });
    await expect(view).toHaveAttribute('href', '/users/u-amina');
    await expect(edit).toHaveAttribute('href', '/users/u-amina/edit');
    await expect(
      row.getByRole('button', { name: i18n.t('manage.users.delete', { name: AMINA.name }) }),
    ).toBeVisible();

    await userEvent.click(edit);
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveTextContent('/users/u-amina/edit'),
    );
  },
};

/** Delete asks first: Cancel keeps the user, Delete removes them. */
export const DeleteAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const deleteButton = within(rowOf(canvasElement, JAMES)).getByRole('button', {
      name: i18n.t('manage.users.delete', { name: JAMES.name }),
    });
    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: i18n.t('manage.users.deleteTitle') });
    await expect(dialog).toHaveAccessibleDescription(
      i18n.t('manage.users.deleteConfirm', { email: JAMES.email }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: i18n.t('manage.users.deleteTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.delete') }));

    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(JAMES);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(sampleUsers.length - 1));
    await expect(
      grid(canvasElement).querySelector(`[role="row"][data-id="${JAMES.id}"]`),
    ).toBeNull();
  },
};

/** A failed delete says so in the dialog ('Failed to delete user' when it has no message). */
export const DeleteFails: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error();
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(rowOf(canvasElement, AMINA)).getByRole('button', {
        name: i18n.t('manage.users.delete', { name: AMINA.name }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: i18n.t('manage.users.deleteTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.delete') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      i18n.t('users.deleteError'),
    );
    await expect(rowOf(canvasElement, AMINA)).toBeVisible();
  },
};

/** The grid's own texts are in Arabic too, and it reads from right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'المستخدمون' })).toBeVisible();
    await expect(canvas.getByText('عدد الصفوف في الصفحة:')).toBeVisible();
    await expect(cell(rowOf(canvasElement, ADMIN), 'role')).toHaveTextContent('مسؤول');
    // The first column, email, is the rightmost.
    const emailHeader = header(canvasElement, 'email');
    const nameHeader = header(canvasElement, 'name');
    await expect(emailHeader).toHaveTextContent('البريد الإلكتروني');
    await expect(emailHeader.getBoundingClientRect().left).toBeGreaterThan(
      nameHeader.getBoundingClientRect().left,
    );
  },
};

/** On a phone the grid keeps its columns and scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    await expect(rowOf(canvasElement, AMINA)).toBeInTheDocument();
  },
};
