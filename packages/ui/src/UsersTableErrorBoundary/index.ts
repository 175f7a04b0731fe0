export {
  UsersTableErrorBoundary,
  type UsersTableErrorBoundaryProps,
} from './UsersTableErrorBoundary.tsx';
