export { startPortal } from './app/startPortal';
export type { BrandConfig, BrandSeed, BrandSiteConfig, LocalizedText } from './brand/BrandConfig';
