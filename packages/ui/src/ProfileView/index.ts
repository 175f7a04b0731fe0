export {
  ProfileView,
  type ProfileUpdate,
  type ProfileUser,
  type ProfileViewProps,
} from './ProfileView.tsx';
