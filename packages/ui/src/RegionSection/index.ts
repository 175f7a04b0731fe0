export { RegionSection, type RegionSectionProps } from './RegionSection.tsx';
