import 'styled-components';
import type { Theme } from './theme/types';

// Merges the token type into styled-components so `props.theme` is typed in every styled template,
// here and in packages that use @portal/ui. A .ts file rather than styled.d.ts: tsc emits it into the
// project's declarations (index.d.ts imports it), which a hand-written .d.ts never is.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
