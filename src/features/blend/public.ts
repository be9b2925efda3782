// What other features may use of the blend builder (Biome enforces the boundary).
export { blendFlavour } from './flavourProfile';
export { packagingOfUnitGroup } from './packaging';
export { CompositionList } from './parts/CompositionList';
export { FlavourProfile } from './parts/FlavourProfile';
