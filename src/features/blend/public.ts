// What other features may use of the blend builder (Biome enforces the boundary).
export { blendFlavour } from './flavourProfile';
export { FlavourProfile } from './parts/FlavourProfile';
