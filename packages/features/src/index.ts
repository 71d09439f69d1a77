export type { PortalAppProps } from './app/PortalApp';
export { PortalApp } from './app/PortalApp';
export type { BrandConfig, LocalizedText } from './brand/BrandConfig';
