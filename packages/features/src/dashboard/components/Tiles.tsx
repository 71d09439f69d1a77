import { Button, Link } from '@portal/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useOpenDialog } from '../../shared/dialogs';
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

/** A tile: the whole card is the link (or the button of a dialog), its icon above its name. */
const tile = css`
  &&& {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.sm};
    inline-size: 100%;
    block-size: 100%;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
    border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: center;
    text-decoration-line: none;
    hyphens: auto;
    overflow-wrap: break-word;
  }

  & svg {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  /* A pointer that hovers (a finger's tap would leave the hover on). */
  @media (hover: hover) {
    &&&:hover {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  }
`;

/** The icon above the name, the same inside a link or a button (whose label wraps its content). */
const TileBody = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const TileLink = styled(Link)`
  ${tile}
`;

const TileButton = styled(Button)`
  ${tile}
`;

/** The dashboard's tiles (spec section 2), each leading where tiles.ts says. */
export function Tiles() {
  const { t } = useTranslation('dashboard');
  const openDialog = useOpenDialog();
  return (
    <Section aria-labelledby="dashboard-tiles">
      <CardTitle level={2} id="dashboard-tiles">
        {t('tiles.title')}
      </CardTitle>
      <Grid>
        {tiles.map((entry) => {
          const { label, icon: Icon } = entry;
          const content = (
            <TileBody>
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
            </TileBody>
          );
          return (
            <li key={label}>
              {'dialog' in entry ? (
                <TileButton variant="ghost" onPress={() => openDialog(entry.dialog)}>
                  {content}
                </TileButton>
              ) : (
                <TileLink
                  href={entry.to}
                  routerOptions={entry.state === undefined ? undefined : { state: entry.state }}
                >
                  {content}
                </TileLink>
              )}
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}
