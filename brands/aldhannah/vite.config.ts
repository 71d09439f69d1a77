import { brandViteConfig } from '../../scripts/brand-vite-config';

export default brandViteConfig(import.meta.dirname);
