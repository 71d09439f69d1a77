/**
 * The booking screens' slots in screen stories. A booking opens on today and the harness does not
 * fake the clock, so today never has a free slot here: it offers the next available days, of 2030,
 * and a story's play function goes to the first of them (chooseSlot). The screenshot then shows the
 * same day whenever it is taken. Never imported by the app or the unit tests.
 */
import { AppointmentEndpoint } from '@portal/contract';
import type { StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { slotAt, slotsOf, success } from './care';
import { answer, inLanguage } from './screenStory';

/** A Monday: the first of the next available days. */
export const SLOT_DAY = '2030-03-11';

/** That day's free slots in all three periods; any other day none, and the next available days. */
export const slotsAnswer = answer(AppointmentEndpoint.timeSlots, ({ beginDate }) =>
  success(
    beginDate === SLOT_DAY
      ? {
          ...slotsOf(SLOT_DAY, ['08:30', '09:00', '09:15', '10:45', '11:30'], ['17:00', '17:15']),
          afternoonSlots: [slotAt(SLOT_DAY, '13:30', '13:45'), slotAt(SLOT_DAY, '14:00', '14:15')],
        }
      : { ...slotsOf(beginDate, []), futureDates: [SLOT_DAY, '2030-03-12', '2030-03-14'] },
  ),
);

/**
 * Goes to the first next available day and chooses its second morning slot, as a patient would;
 * the pointer then leaves, so the screenshot has no hover look.
 */
export async function chooseSlot({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  const day = await canvas.findByRole('button', { name: /11\/03\/2030/ });
  await userEvent.click(day);
  await userEvent.unhover(day);
  const morning = await canvas.findByRole('radiogroup', { name: inLanguage('Morning', 'الصباح') });
  const slot = (await within(morning).findAllByRole('radio'))[1];
  if (!slot) throw new Error('no second morning slot');
  await userEvent.click(slot);
  await userEvent.unhover(slot);
  await expect(slot).toBeChecked();
}
