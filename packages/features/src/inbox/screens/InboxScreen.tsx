import {
  INBOX_EXPORT_ROLES,
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  type InboxFilters,
  type InboxRow,
  uaeToday,
} from '@portal/contract';
import { Button, EmptyState, Heading, Select, Skeleton, Stack, Text, toast } from '@portal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { useMessageText } from '../../i18n/useMessageText';
import { localized } from '../../shared/format';
import { LoadError } from '../../shared/LoadError';
import { saveBlob } from '../../shared/saveBlob';
import { useFailureToast } from '../../shared/useFailureToast';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useInboxExportMutation, useInboxQuery } from '../api';
import { InboxDetail } from '../components/InboxDetail';
import { InboxList } from '../components/InboxList';
import { detailsLine, type ListedRow, listed, placeText, receivedText } from '../components/rows';
import { useDetailWords } from '../components/useDetailWords';
import { inboxCsv } from '../csv';
import { strings } from '../i18n/strings';
import { type InboxFilterState, inboxFiltersOf, inboxSearchOf } from '../state';

export const ready = strings.ready;

// The date picker is a chunk of its own (shared/DateField), fetched with this screen's.
const dateField = import('../../shared/DateField');
const DateField = lazy(() => dateField);

const ALL = 'all';

/** The filters side by side as room allows, one under another on a phone. */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.fieldMin}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const wire = (filters: InboxFilterState): InboxFilters => ({
  ...(filters.kind ? { kind: filters.kind } : {}),
  ...(filters.locationId !== null ? { locationId: filters.locationId } : {}),
  ...(filters.from ? { from: filters.from } : {}),
  ...(filters.to ? { to: filters.to } : {}),
});

/**
 * /auth/inbox: what the brand's patients sent (Contact Us, Ask Doctor, feedback, complaints,
 * suggestions, package bookings, old report requests, international enquiries), newest first, with
 * filters kept in the address; a row opens whole in a dialog. Role 3 exports the filtered rows as
 * CSV (UTF-8 with BOM); role 2 reads only. The server enforces both.
 */
export function InboxScreen() {
  const { t } = useTranslation('inbox');
  const language = useLanguage();
  const messageText = useMessageText();
  const words = useDetailWords();
  const [search, setSearch] = useSearchParams();
  const filters = inboxFiltersOf(search);
  const roleId = useAppSelector(selectSessionUser)?.roleId;
  const canExport = roleId !== undefined && INBOX_EXPORT_ROLES.some((role) => role === roleId);
  const [viewing, setViewing] = useState<ListedRow | null>(null);
  const inbox = useInboxQuery({
    ...wire(filters),
    skip: filters.page * INBOX_PAGE_SIZE,
    take: INBOX_PAGE_SIZE,
  });
  const [exportRows, exporting] = useInboxExportMutation();
  useFailureToast(inbox.error);
  const data = inbox.currentData;
  const rows = useMemo(() => listed(data?.rows ?? []), [data]);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / INBOX_PAGE_SIZE));
  const filtered = wire(filters);
  const hasFilters = Object.keys(filtered).length > 0;

  const change = (next: Partial<InboxFilterState>) =>
    setSearch(inboxSearchOf({ ...filters, page: 0, ...next }), { replace: true });

  const kindOptions = [
    { id: ALL, label: t('filter.allKinds') },
    ...INBOX_KINDS.map((kind) => ({ id: kind, label: t(`kind.${kind}`) })),
  ];
  const placeOptions = [
    { id: ALL, label: t('filter.allPlaces') },
    ...(data?.locations ?? []).map((place) => ({
      id: String(place.id),
      label: localized(language, place.name.en, place.name.ar),
    })),
  ];

  const exportCsv = async () => {
    try {
      const all = await exportRows(filtered).unwrap();
      const csv = await inboxCsv(all, {
        header: [
          t('column.received'),
          t('column.kind'),
          t('column.brand'),
          t('column.place'),
          t('column.sender'),
          t('column.mobile'),
          t('column.email'),
          t('column.summary'),
          t('column.details'),
        ],
        cells: (row: InboxRow) => [
          receivedText(row, language),
          t(`kind.${row.kind}`),
          row.brand,
          placeText(row, language),
          row.senderName,
          row.mobile ?? '',
          row.email ?? '',
          row.summary,
          detailsLine(row, words),
        ],
      });
      saveBlob(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        `${t('export.fileName')}-${uaeToday()}.csv`,
      );
      toast.success(t('export.done', { count: all.length }));
    } catch (error) {
      toast.error(messageText(errorMessage(error as Parameters<typeof errorMessage>[0])));
    }
  };

  const list = () => {
    if (inbox.isError) return <LoadError onRetry={() => void inbox.refetch()} />;
    if (!data) {
      return (
        <Stack gap="md">
          <Text elementType="p" role="status">
            {t('inbox.loading')}
          </Text>
          <Skeleton lines={6} />
        </Stack>
      );
    }
    return (
      <InboxList
        label={t('inbox.listLabel')}
        rows={rows}
        onView={setViewing}
        emptyState={
          <EmptyState title={hasFilters ? t('inbox.emptyFiltered') : t('inbox.empty')} headingLevel={2} />
        }
      />
    );
  };

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>{t('inbox.title')}</Heading>
        <Text elementType="p">{t('inbox.intro')}</Text>
      </Stack>
      <section aria-label={t('filter.title')}>
        <Filters>
          <Select
            label={t('filter.kind')}
            options={kindOptions}
            value={filters.kind ?? ALL}
            onChange={(key) => change({ kind: INBOX_KINDS.find((kind) => kind === key) ?? null })}
          />
          <Select
            label={t('filter.place')}
            options={placeOptions}
            value={filters.locationId !== null ? String(filters.locationId) : ALL}
            onChange={(key) => change({ locationId: key === ALL || key === null ? null : Number(key) })}
          />
          <Suspense fallback={<Skeleton lines={1} />}>
            <DateField
              label={t('filter.from')}
              value={filters.from}
              maxValue={filters.to ?? undefined}
              onChange={(from) => change({ from })}
              calendarLabel={t('filter.calendar')}
              name="from"
            />
            <DateField
              label={t('filter.to')}
              value={filters.to}
              minValue={filters.from ?? undefined}
              onChange={(to) => change({ to })}
              calendarLabel={t('filter.calendar')}
              name="to"
            />
          </Suspense>
        </Filters>
      </section>
      <Bar>
        <Text elementType="p" role="status">
          {data ? <Bidi>{t('inbox.count', { count: data.total })}</Bidi> : ''}
        </Text>
        <Stack direction="row" gap="sm">
          {hasFilters && (
            <Button variant="ghost" onPress={() => setSearch(new URLSearchParams(), { replace: true })}>
              {t('filter.clear')}
            </Button>
          )}
          {canExport && (
            <Button
              variant="primary"
              isPending={exporting.isLoading}
              isDisabled={!data || data.total === 0}
              onPress={() => void exportCsv()}
            >
              {exporting.isLoading ? t('export.working') : t('export.button')}
            </Button>
          )}
        </Stack>
      </Bar>
      {list()}
      {data && pages > 1 && (
        <Pager aria-label={t('inbox.listLabel')}>
          <Button
            variant="secondary"
            isDisabled={filters.page === 0}
            onPress={() => change({ page: filters.page - 1 })}
          >
            {t('inbox.previous')}
          </Button>
          <Text elementType="span">
            <Bidi>{t('inbox.page', { page: filters.page + 1, pages })}</Bidi>
          </Text>
          <Button
            variant="secondary"
            isDisabled={filters.page + 1 >= pages}
            onPress={() => change({ page: filters.page + 1 })}
          >
            {t('inbox.next')}
          </Button>
        </Pager>
      )}
      <InboxDetail row={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
