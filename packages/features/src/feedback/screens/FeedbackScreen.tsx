import { Alert, Heading, Skeleton, Stack, Tab, TabList, TabPanel, Tabs } from '@portal/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage';
import { useAppSelector } from '../../store/hooks';
import { selectSessionUser } from '../../store/session';
import { useFeedbackLocationsQuery } from '../api';
import { ComplaintForm } from '../components/ComplaintForm';
import { FeedbackForm } from '../components/FeedbackForm';
import { SuggestionForm } from '../components/SuggestionForm';
import { strings } from '../i18n/strings';
import { FEEDBACK_TAB_PARAM, type FeedbackTab, feedbackTabOf } from '../state';

export const ready = strings.ready;

/**
 * /auth/feedback and /auth/complaint: tabs Feedback, Complaint and Suggestion (spec section 2),
 * the tab in the address. Each form sends for the signed-in patient, prefilled from the session.
 */
export function FeedbackScreen() {
  const { t } = useTranslation('feedback');
  const language = useLanguage();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const tab = feedbackTabOf(pathname, search);
  const user = useAppSelector(selectSessionUser);
  const locations = useFeedbackLocationsQuery(language);

  const needsLocations = (form: (list: NonNullable<typeof locations.data>) => ReactNode) => {
    if (locations.isError) return <Alert tone="error">{t('feedback.locationsError')}</Alert>;
    if (!locations.data || !user) return <Skeleton lines={4} />;
    return form(locations.data);
  };

  return (
    <Stack gap="xl">
      <Heading level={1}>{t('feedback.title')}</Heading>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          const next = new URLSearchParams(search);
          next.set(FEEDBACK_TAB_PARAM, String(key as FeedbackTab));
          setSearch(next, { replace: true });
        }}
      >
        <TabList aria-label={t('feedback.title')} fitWhenNarrow>
          <Tab id="feedback">{t('tab.feedback')}</Tab>
          <Tab id="complaint">{t('tab.complaint')}</Tab>
          <Tab id="suggestion">{t('tab.suggestion')}</Tab>
        </TabList>
        <TabPanel id="feedback">
          {needsLocations(
            (list) => user && <FeedbackForm locations={list} user={user} language={language} />,
          )}
        </TabPanel>
        <TabPanel id="complaint">
          {needsLocations((list) => user && <ComplaintForm locations={list} user={user} />)}
        </TabPanel>
        <TabPanel id="suggestion">
          <SuggestionForm />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
