export { CardGrid, type CardGridProps } from './CardGrid.tsx';
export * from './RESTORING_SCROLL_ATTRIBUTE.ts';
export * from './SCROLL_ANCHOR_ATTRIBUTE.ts';
