export { EmbeddedMap, type EmbeddedMapProps } from './EmbeddedMap.tsx';
