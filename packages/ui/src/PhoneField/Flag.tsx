import { useEffect, useState } from 'react';
import styled from 'styled-components';

type FlagUrls = Readonly<Record<string, string>>;

// Emoji flags show as empty boxes on Windows and most Linux desktops, so flags are SVG images. The
// table of their URLs is a chunk of its own, loaded once, the first time a flag is shown.
let loaded: FlagUrls | undefined;
let loading: Promise<FlagUrls> | undefined;
const loadFlagUrls = () => {
  loading ??= import('./flags').then(({ flagUrls }) => {
    loaded = flagUrls;
    return flagUrls;
  });
  return loading;
};

const Box = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: ${({ theme }) => theme.sizes.icon};
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.placeholder};
  /* Keeps white flag edges visible on a white surface. */
  box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} ${({ theme }) => theme.colors.border};

  & > img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** A country's flag, decorative: the country's name or code is always written next to it. */
export function Flag({ countryCode }: { countryCode: string }) {
  const [urls, setUrls] = useState(loaded);
  useEffect(() => {
    if (urls) return;
    let live = true;
    loadFlagUrls().then((table) => live && setUrls(table));
    return () => {
      live = false;
    };
  }, [urls]);
  const src = urls?.[countryCode.toUpperCase()];
  return (
    <Box aria-hidden="true" data-flag={countryCode}>
      {src && <img src={src} alt="" loading="lazy" decoding="async" />}
    </Box>
  );
}
