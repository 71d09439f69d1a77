export type { PortalAppProps } from './app/PortalApp';
export { PortalApp } from './app/PortalApp';
export type { BrandConfig, BrandSeed, BrandSiteConfig, LocalizedText } from './brand/BrandConfig';
