import type { ReactNode } from 'react';
import { LRI } from './bidi';

// An isolate opened by LRI or FSI up to its PDI (values never nest isolates of their own).
const ISOLATED = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;

/**
 * A translated string in JSX: each value the string isolates (`{{value, ltr}}`, `{{value, isolate}}`,
 * see bidi.ts) becomes a <bdi> element, `<bdi dir="ltr">` for ltr. The rest is the string as it is.
 * One span holds it all: inside a flex container (a Button's label) the text runs and the <bdi>
 * would otherwise each become a flex item, spaced apart by the container's gap.
 */
export function Bidi({ children }: { children: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(ISOLATED)) {
    if (match.index > last) parts.push(children.slice(last, match.index));
    parts.push(
      <bdi key={match.index} dir={match[1] === LRI ? 'ltr' : undefined}>
        {match[2]}
      </bdi>,
    );
    last = match.index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <span>{parts}</span>;
}
