export {
  UsersTable,
  type UsersTableProps,
  type UsersTableRow,
  type UsersTableUser,
} from './UsersTable.tsx';
export { roleChipColors, type RoleChipColors } from './roleChipColors.ts';
export { userPaths } from './userPaths.ts';
