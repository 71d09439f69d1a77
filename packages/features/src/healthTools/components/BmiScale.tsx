import { BMI_CATEGORIES, type BmiResult, type HealthRisk } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';

const tone = (theme: DefaultTheme, risk: HealthRisk) =>
  risk === 'high' ? theme.colors.danger : risk === 'medium' ? theme.colors.warning : theme.colors.success;
const subtle = (theme: DefaultTheme, risk: HealthRisk) =>
  risk === 'high'
    ? theme.colors.dangerSubtle
    : risk === 'medium'
      ? theme.colors.warningSubtle
      : theme.colors.successSubtle;

const Scale = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.chip.slot}), 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $risk: HealthRisk }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border-block-start: ${({ theme }) => `calc(4 * ${theme.sizes.borderWidth})`} solid
    ${({ theme, $risk }) => tone(theme, $risk)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[aria-current='true'] {
    outline: ${({ theme }) => `calc(2 * ${theme.sizes.borderWidth})`} solid ${({ theme }) => theme.colors.text};
    background: ${({ theme, $risk }) => subtle(theme, $risk)};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Yours = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Where a BMI falls among the categories of spec section 5: each category with its range and risk
 * in words, the patient's marked by an outline, a tint and the words 'Your result' (colour is never
 * the only sign).
 */
export function BmiScale({ result }: { result: BmiResult }) {
  const { t } = useTranslation('healthTools');
  return (
    <Scale aria-label={t('bmi.scale')}>
      {BMI_CATEGORIES.map((category, index) => {
        const next = BMI_CATEGORIES[index + 1]?.from;
        const range =
          next === undefined
            ? t('bmi.rangeFrom', { from: category.from })
            : index === 0
              ? t('bmi.rangeBelow', { to: next })
              : t('bmi.range', { from: category.from, to: next });
        const current = category.key === result.category.key;
        return (
          <Step key={category.key} $risk={category.risk} aria-current={current ? 'true' : undefined}>
            <span>{t(`category.${category.key}`)}</span>
            <span>{range}</span>
            <span>{t(`risk.${category.risk}`)}</span>
            {current && <Yours>{t('bmi.yours')}</Yours>}
          </Step>
        );
      })}
    </Scale>
  );
}
