export { FeaturedSection, type FeaturedSectionProps } from './FeaturedSection.tsx';
