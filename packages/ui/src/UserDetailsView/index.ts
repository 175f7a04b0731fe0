export { UserDetailsView, type UserDetailsViewProps } from './UserDetailsView.tsx';
export { userActivity, type UserActivity } from './userActivity.ts';
export { newestFirst } from './newestFirst.ts';
