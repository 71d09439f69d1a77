import { brandViteConfig } from '../../scripts/brand-vite-config.ts';

export default brandViteConfig(import.meta.dirname);
