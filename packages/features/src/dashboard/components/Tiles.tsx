import { Link } from '@portal/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardTitle, Section } from '../../shared/pageParts';
import { tiles } from '../tiles';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.sizes.layout.shortcut}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A tile: the whole card is the link, its icon above its name. */
const TileLink = styled(Link)`
  &&& {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
    block-size: 100%;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
    text-decoration-line: none;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  & svg {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  &&&[data-hovered] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

/** The dashboard's tiles (spec section 2), each leading where tiles.ts says. */
export function Tiles() {
  const { t } = useTranslation('dashboard');
  return (
    <Section aria-labelledby="dashboard-tiles">
      <CardTitle level={2} id="dashboard-tiles">
        {t('tiles.title')}
      </CardTitle>
      <Grid>
        {tiles.map(({ label, icon: Icon, to, state }) => (
          <li key={label}>
            <TileLink href={to} routerOptions={state === undefined ? undefined : { state }}>
              <Icon aria-hidden="true" />
              <span>
                {/* 'Feedback/Complaints/Suggestions' may wrap after each slash, never inside a word. */}
                {t(label)
                  .split('/')
                  .map((part, index, parts) => (
                    <Fragment key={part}>
                      {part}
                      {index < parts.length - 1 && (
                        <>
                          /<wbr />
                        </>
                      )}
                    </Fragment>
                  ))}
              </span>
            </TileLink>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
