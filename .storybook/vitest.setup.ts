import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Applies preview.tsx (decorators, globals, a11y: 'error') and the a11y addon's afterEach check to
// every story run as a Vitest test. With this call present, addon-vitest skips its own automatic
// provisioning, so addons whose preview annotations matter in tests are listed here.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
