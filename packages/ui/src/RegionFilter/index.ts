export { LazyRegionFilter as RegionFilter } from './LazyRegionFilter.tsx';
export type { RegionFilterProps } from './RegionFilter.tsx';
