export * from './theme/index.ts';
export * from './AppLayout/index.ts';
export * from './Footer/index.ts';
export * from './Header/index.ts';
export * from './LanguageToggle/index.ts';
export * from './PageContainer/index.ts';
export * from './PagePlaceholder/index.ts';
export * from './MapView/index.ts';
export * from './HomeHero/index.ts';
export * from './SearchField/index.ts';
export * from './RegionFilter/index.ts';
export * from './ViewModeToggle/index.ts';
export * from './RegionSection/index.ts';
export * from './FeaturedSection/index.ts';
export * from './CardGrid/index.ts';
export * from './AboutContent/index.ts';
export {
  countDistinct,
  filterLibraries,
  normalizeForSearch,
  type LibraryCounts,
  type LibraryFilter,
  type RegionFilterValue,
  type SearchableLibrary,
} from './filterLibraries.ts';
export { sortLibraries, type SortableLibrary } from './sortLibraries.ts';
export { regionLabelKey, type RegionLabelKey } from './regionLabelKey.ts';
export * from './LibraryCard/index.ts';
export * from './LibraryCover/index.ts';
export * from './LibraryGrid/index.ts';
export * from './LibraryGridSkeleton/index.ts';
export * from './LibraryDetailView/index.ts';
export { libraryImageUrl } from './libraryImageUrl.ts';
export { useFirstPaintDone } from './useFirstPaintDone.ts';
export * from './SuggestionCard/index.ts';
export * from './SuggestionForm/index.ts';
export * from './SuggestionFilter/index.ts';
export * from './SuggestionsBoard/index.ts';
export * from './SuggestionBoardControls/index.ts';
export * from './LibraryEditDiff/index.ts';
export * from './LibraryEditForm/index.ts';
export * from './LibraryHistory/index.ts';
export * from './NotificationBell/index.ts';
export * from './NotificationList/index.ts';
export * from './LoginDialog/index.ts';
export * from './UserMenu/index.ts';
export * from './UserAvatar/index.ts';
export * from './ProfileView/index.ts';
export * from './DetailList/index.ts';
export * from './AvatarUploadDialog/index.ts';
export * from './LibraryImageUpload/index.ts';
export * from './LibraryForm/index.ts';
export * from './CustomizePanel/index.ts';
export * from './ThemeSettingsPanel/index.ts';
export * from './LayoutSettingsPanel/index.ts';
export * from './TypographySettingsPanel/index.ts';
export * from './ImagesSettingsPanel/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './RetryAlert/index.ts';
export * from './apiErrors/index.ts';
export * from './ManageLibrariesTable/index.ts';
export * from './UsersTable/index.ts';
export * from './UsersTableErrorBoundary/index.ts';
export * from './UserForm/index.ts';
export * from './UserDetailsView/index.ts';
export * from './AccessDenied/index.ts';
export * from './ChatPanel/index.ts';
export * from './AskLibraryView/index.ts';
export * from './PremiumNotice/index.ts';
