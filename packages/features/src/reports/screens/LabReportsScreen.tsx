import { type LabDocType, ReportPeriod, SEARCH_MIN_CHARS } from '@portal/contract';
import {
  Button,
  EmptyState,
  Heading,
  Select,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@portal/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { PatientPicker } from '../../shared/care/PatientPicker';
import { LoadError } from '../../shared/LoadError';
import { useLabReportsQuery, useReportPatientsQuery } from '../api';
import { ReportList } from '../components/ReportList';
import { useReportOpener } from '../components/useReportOpener';
import { strings } from '../i18n/strings';
import { readLabReportsState } from '../state';

export const ready = strings.ready;

const loadOldReportDialog = () => import('../components/OldReportDialog');
const OldReportDialog = lazy(() => loadOldReportDialog().then((m) => ({ default: m.OldReportDialog })));

/** The picker, the type and the search side by side as room allows. */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.sizes.layout.picker}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

type TypeFilter = 'all' | LabDocType;

/**
 * /auth/diagnosticReports: Current (the last 30 days) and Past (1 to 6 months) reports of the
 * patient or a family member, by type and report number; each opens in the browser or downloads
 * (a family member's behind the code to their mobile and the confidentiality notice); and a request
 * for an older report. A lab-report notification opens it on its family member (location state).
 */
export function LabReportsScreen() {
  const { t } = useTranslation(['reports', 'care']);
  const location = useLocation();
  const [familyMemberId, setFamilyMemberId] = useState(
    () => readLabReportsState(location.state)?.familyMemberId ?? 0,
  );
  const [period, setPeriod] = useState<ReportPeriod>(ReportPeriod.Current);
  const [type, setType] = useState<TypeFilter>('all');
  const [search, setSearch] = useState('');
  const [requesting, setRequesting] = useState(false);
  const patients = useReportPatientsQuery();
  // A member who is no longer in the list (the notification's, since removed) falls back to the user.
  const known = patients.data?.some((p) => p.familyMemberId === familyMemberId) ?? true;
  const person = known ? familyMemberId : 0;
  const patient = patients.data?.find((p) => p.familyMemberId === person);
  const reports = useLabReportsQuery({
    familyMemberId: person,
    period,
    ...(type === 'all' ? {} : { docType: type }),
  });
  const opener = useReportOpener(person, patient);

  const needle = search.trim().toLowerCase();
  const shown = useMemo(() => {
    const orders = reports.currentData?.orders ?? [];
    if (needle.length < SEARCH_MIN_CHARS) return orders;
    return orders.filter((order) => order.docNumber.toLowerCase().includes(needle));
  }, [reports.currentData, needle]);

  const panel = (which: ReportPeriod) => {
    if (which !== period) return null;
    if (reports.isFetching && !reports.currentData) return <Skeleton lines={6} label={t('loading')} />;
    if (reports.isError) return <LoadError onRetry={() => void reports.refetch()} />;
    return (
      <ReportList
        label={which === ReportPeriod.Current ? t('list.current') : t('list.past')}
        items={shown}
        busy={opener.busy ? { docNumber: opener.busy.order.docNumber, action: opener.busy.action } : null}
        onOpen={(order, action) => void opener.open(order, action)}
        emptyState={<EmptyState title={t('reports.noReports')} headingLevel={2} />}
      />
    );
  };

  return (
    <Stack gap="xl">
      <Stack direction="row" gap="md" justify="space-between" align="center" wrap>
        <Heading level={1}>{t('list.title')}</Heading>
        <Button
          variant="secondary"
          onPress={() => setRequesting(true)}
          onHoverStart={() => void loadOldReportDialog()}
          onFocus={() => void loadOldReportDialog()}
        >
          {t('old.open')}
        </Button>
      </Stack>
      <Filters>
        {patients.isError ? (
          <LoadError onRetry={() => void patients.refetch()} />
        ) : (
          <PatientPicker
            patients={patients.data}
            isLoading={patients.isLoading}
            value={person}
            onChange={setFamilyMemberId}
          />
        )}
        <Select
          label={t('list.type')}
          options={[
            { id: 'all', label: t('list.type.all') },
            { id: 'LAB', label: t('list.type.LAB') },
            { id: 'RBF', label: t('list.type.RBF') },
          ]}
          value={type}
          onChange={(key) => {
            if (key === 'all' || key === 'LAB' || key === 'RBF') setType(key);
          }}
        />
        <TextField
          label={t('list.search')}
          description={t('list.searchHint', { count: SEARCH_MIN_CHARS })}
          type="search"
          value={search}
          onChange={setSearch}
          inputMode="search"
          autoComplete="off"
        />
      </Filters>
      <Tabs selectedKey={period} onSelectionChange={(key) => setPeriod(key as ReportPeriod)}>
        <TabList aria-label={t('list.title')} fitWhenNarrow>
          <Tab id={ReportPeriod.Current}>{t('list.current')}</Tab>
          <Tab id={ReportPeriod.Past}>{t('list.past')}</Tab>
        </TabList>
        <TabPanel id={ReportPeriod.Current}>{panel(ReportPeriod.Current)}</TabPanel>
        <TabPanel id={ReportPeriod.Past}>{panel(ReportPeriod.Past)}</TabPanel>
      </Tabs>
      {opener.dialogs}
      {requesting && (
        <Suspense fallback={null}>
          <OldReportDialog
            isOpen
            onClose={() => setRequesting(false)}
            patients={patients.data}
            familyMemberId={person}
          />
        </Suspense>
      )}
    </Stack>
  );
}
