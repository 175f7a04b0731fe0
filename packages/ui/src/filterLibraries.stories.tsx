import type { Meta, StoryObj } from '@storybook/react-vite';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { expect, within } from 'storybook/test';
import { countDistinct, filterLibraries, normalizeForSearch } from '@libatlas/directory';
import {
  COUNT_CASES,
  FILTER_CASES,
  FILTER_RECORDS,
  SAMPLE_RECORDS,
} from '@libatlas/directory/testing';

// The search rule of spec §5 and the home counters of spec §9 (@libatlas/directory), checked case
// by case. The cases are @libatlas/directory's own table, which its unit tests run in Node; here
// the play function asserts them with the browser's own Unicode normalisation, and the table shows
// them to a reader of Storybook.

const ids = (list: readonly { id: string }[]) => list.map((library) => library.id);

function FilterCaseTable() {
  return (
    <Table size="small">
      <caption>filterLibraries and countDistinct</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Case
          </TableCell>
          <TableCell component="th" scope="col">
            Input
          </TableCell>
          <TableCell component="th" scope="col">
            Expected
          </TableCell>
          <TableCell component="th" scope="col">
            Actual
          </TableCell>
          <TableCell component="th" scope="col">
            Result
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FILTER_CASES.map(({ name, filter, expected }) => {
          const actual = ids(filterLibraries(FILTER_RECORDS, filter));
          const pass = JSON.stringify(actual) === JSON.stringify(expected);
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>{`${filter.language} · "${filter.search}" · ${filter.region}`}</TableCell>
              <TableCell>{expected.join(', ') || '—'}</TableCell>
              <TableCell>{actual.join(', ') || '—'}</TableCell>
              <TableCell>{pass ? 'pass' : 'FAIL'}</TableCell>
            </TableRow>
          );
        })}
        {COUNT_CASES.map(({ name, libraries, expected }) => {
          const actual = countDistinct(libraries);
          const pass = JSON.stringify(actual) === JSON.stringify(expected);
          return (
            <TableRow key={name}>
              <TableCell component="th" scope="row">{`countDistinct: ${name}`}</TableCell>
              <TableCell>{`${libraries.length} records`}</TableCell>
              <TableCell>{JSON.stringify(expected)}</TableCell>
              <TableCell>{JSON.stringify(actual)}</TableCell>
              <TableCell>{pass ? 'pass' : 'FAIL'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'Browse/filterLibraries',
  component: FilterCaseTable,
  // A test table, not a component: no docs page and no screenshot.
  tags: ['!autodocs'],
  parameters: { visual: { disable: true }, chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof FilterCaseTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cases: Story = {
  play: async ({ canvasElement }) => {
    for (const { name, filter, expected } of FILTER_CASES) {
      await expect(ids(filterLibraries(FILTER_RECORDS, filter)), name).toEqual(expected);
    }
    for (const { name, libraries, expected } of COUNT_CASES) {
      await expect(countDistinct(libraries), name).toEqual(expected);
    }
    // Filtering keeps the caller's records (and their extra fields) and order.
    const europe = filterLibraries(SAMPLE_RECORDS, {
      search: '',
      language: 'en',
      region: 'Europe',
    });
    await expect(europe[0]).toBe(SAMPLE_RECORDS[0]);

    await expect(normalizeForSearch('  مَكْتَبَـــةُ   الإِسْكَنْدَرِيَّة ')).toBe('مكتبه الاسكندريه');
    // ؤ and ئ keep their hamza: only marks that do not change the word are dropped.
    await expect(normalizeForSearch('مسؤول رئيس')).toBe('مسؤول رئيس');

    const table = within(canvasElement).getByRole('table');
    await expect(within(table).queryAllByText('FAIL')).toHaveLength(0);
    await expect(within(table).getAllByText('pass')).toHaveLength(
      FILTER_CASES.length + COUNT_CASES.length,
    );
  },
};
