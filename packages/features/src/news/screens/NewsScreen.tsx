import type { NewsItem } from '@portal/contract';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  EmptyState,
  Link,
  PageHeader,
  Skeleton,
  Stack,
  Text,
} from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useBrand } from '../../brand/BrandContext';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { useNewsQuery } from '../../shared/content/api';
import { ContentImage } from '../../shared/content/ContentImage';
import { focusPageHeading } from '../../shared/focus';
import { displayDayOf } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { useFailureToast } from '../../shared/useFailureToast';
import { strings } from '../i18n/strings';
import { NewsRoute } from '../paths';
import { type NewsState, readNewsState } from '../state';

export const ready = strings.ready;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-inline-size: ${({ theme }) => theme.sizes.layout.measure};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  & > p {
    margin: 0;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** The news item's title: the heading that takes focus after Previous or Next. */
const TITLE_ID = 'news-title';

/** The detail image: as wide as the text column at most. */
const DETAIL_IMAGE_SIZES = '(min-width: 640px) 32rem, 100vw';

/** Which item to show: the one the state named, found again by id in the list on show. */
function indexIn(list: readonly NewsItem[], state: NewsState | null): number {
  const wanted = state?.news[state.index]?.id;
  const found = wanted === undefined ? -1 : list.findIndex((item) => item.id === wanted);
  return found >= 0 ? found : Math.min(state?.index ?? 0, list.length - 1);
}

/**
 * /auth/news (state: index and the news list): one news item (title, image, publish date,
 * description) with Previous and Next, disabled at the ends; a move scrolls to the top and puts focus
 * on the new title. The list is the server's in the language on show (the list screen has it
 * already), so a change of language shows the same item translated. Opened without state (a typed
 * address, a bookmark) it shows the newest item: a patient who asks for the news gets the news, and
 * Next leads through the rest.
 */
export function NewsScreen() {
  const { t } = useTranslation('news');
  const brand = useBrand();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readNewsState(location.state);
  const news = useNewsQuery({ brandName: brand.key, lang: language });
  const list = news.currentData ?? (news.isFetching ? state?.news : undefined);
  // The state's list stands in while the server's loads; a failure is said only when nothing shows.
  useFailureToast(list ? undefined : news.error);

  const index = list && list.length > 0 ? indexIn(list, state) : -1;
  const item = list?.[index];

  // A move (not the first showing): to the top, and focus on the new title.
  const shownId = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (item === undefined) return;
    const previous = shownId.current;
    shownId.current = item.id;
    if (previous === undefined || previous === item.id) return;
    window.scrollTo({ top: 0 });
    focusPageHeading(document.getElementById(TITLE_ID));
  }, [item]);

  const moveTo = (next: number) => {
    if (!list) return;
    void navigate(NewsRoute.news, {
      replace: true,
      state: { index: next, news: [...list] } satisfies NewsState,
    });
  };

  if (!list) {
    return news.isError ? (
      <Stack gap="xl">
        <PageHeader title={t('allNews.title')} />
        <LoadError onRetry={() => void news.refetch()} />
      </Stack>
    ) : (
      <Stack gap="xl" aria-busy="true">
        <Skeleton lines={2} label={t('news.loading')} />
        <Skeleton shape="rect" height="12rem" />
        <Skeleton lines={5} />
      </Stack>
    );
  }

  if (!item) {
    return (
      <Stack gap="xl">
        <PageHeader title={t('allNews.title')} />
        <EmptyState title={t('allNews.empty')} />
      </Stack>
    );
  }

  const paragraphs = item.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');

  return (
    <Article aria-labelledby={TITLE_ID}>
      <Link href={NewsRoute.allNews} variant="standalone">
        {t('news.all')}
      </Link>
      <PageHeader
        headingId={TITLE_ID}
        title={item.title}
        description={<Bidi>{t('news.published', { date: displayDayOf(item.publishDate) })}</Bidi>}
      />
      <ContentImage image={item.imageSet} alt="" sizes={DETAIL_IMAGE_SIZES} aboveFold />
      <Body>
        {paragraphs.map((text, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order
          <p key={at}>{text}</p>
        ))}
      </Body>
      <Pager aria-label={t('news.pager')}>
        <Button variant="secondary" isDisabled={index === 0} onPress={() => moveTo(index - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          {t('news.previous')}
        </Button>
        <Text elementType="p" tone="muted" size="sm">
          {t('news.position', { index: index + 1, count: list.length })}
        </Text>
        <Button variant="secondary" isDisabled={index === list.length - 1} onPress={() => moveTo(index + 1)}>
          {t('news.next')}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </Pager>
    </Article>
  );
}
