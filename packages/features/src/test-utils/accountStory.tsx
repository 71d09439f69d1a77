/**
 * The identity screens' stories: the card a signed-out screen sits in, the public lookups their
 * forms ask for, a clock held still for the one-time-code step, and a date typed as a patient types
 * it. Never imported by the app or the unit tests.
 */
import { MasterdataEndpoint, UaePassEndpoint } from '@portal/contract';
import { Card } from '@portal/ui';
import type { StoryContext } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import styled from 'styled-components';
import { success } from './care';
import { countries, documentTypes, genders } from './fixtures';
import { type Answer, answer } from './screenStory';

const PublicColumn = styled.div`
  max-inline-size: 30rem;
  margin-inline: auto;
`;

/**
 * A signed-out screen in the card of the public layout's column (PublicLayout), so its form has
 * the width it has in the app rather than the whole canvas.
 */
export function inPublicCard(Screen: ComponentType): ComponentType {
  return function PublicCard() {
    return (
      <PublicColumn>
        <Card elevation="md">
          <Screen />
        </Card>
      </PublicColumn>
    );
  };
}

/** Gender, document type and nationality, each with its Arabic. */
export const lookups: Answer[] = [
  answer(MasterdataEndpoint.gender, () => success(genders)),
  answer(MasterdataEndpoint.documentType, () => success(documentTypes)),
  answer(MasterdataEndpoint.country, () => success(countries)),
];

/** UAE PASS switched on: the sign-in offers it and My Profile offers to link it. */
export const uaePassOn = answer(UaePassEndpoint.config, () =>
  success({
    enabled: true,
    authorizeUrl: '/api/auth/uaepass/authorize',
    sop1AuthorizeUrl: '/api/auth/uaepass/authorize?isSOP1User=true',
    logoutUrl: 'https://id.uaepass.ae/idshub/logout',
  }),
);

const realNow = Date.now;

/**
 * A story's beforeEach: the clock held where the story starts, so the resend countdown of the
 * one-time-code step shows its full 60 s in every screenshot, however long the story took to get
 * there. Given back when the story goes.
 */
export function holdClock(): () => void {
  const at = realNow();
  Date.now = () => at;
  return () => {
    Date.now = realNow;
  };
}

/** Types a date (digits of dd/MM/yyyy) into the ui DatePicker labelled `label`, from its first segment. */
export async function typeDate(
  { canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>,
  label: string,
  digits: string,
) {
  const group = canvas.getByRole('group', { name: label });
  const [day] = within(group).getAllByRole('spinbutton');
  if (!day) throw new Error(`no date segments in ${label}`);
  await userEvent.click(day);
  await userEvent.keyboard(digits);
}
