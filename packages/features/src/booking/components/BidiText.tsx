import { Fragment } from 'react';
import { useLanguage } from '../../i18n/useLanguage';

/** A number, time or date inside a sentence: '14', '26/11/2026', '09:15 AM', '09:15 ص'. */
const NUMERIC = /\d+(?:[:/.]\d+)*(?:\s?(?:AM|PM|ص|م)(?!\p{L}))?/gu;

/**
 * A translated sentence with each number, time and date in its own <bdi> when the page is in Arabic
 * (the portal's bidi convention), so '09:15 ص' or '26/11/2026' keep their order inside right-to-left
 * text. English text is left as it is.
 */
export function BidiText({ children }: { children: string }) {
  const language = useLanguage();
  if (language !== 'ar') return <>{children}</>;
  const parts: (string | { numeric: string })[] = [];
  let last = 0;
  for (const match of children.matchAll(NUMERIC)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(children.slice(last, at));
    parts.push({ numeric: match[0] });
    last = at + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order
          <bdi key={index}>{part.numeric}</bdi>
        ),
      )}
    </>
  );
}
