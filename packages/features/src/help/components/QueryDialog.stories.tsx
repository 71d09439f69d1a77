import { HelpEndpoint } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, success } from '../../test-utils/care';
import { answer, inLanguage, refusal, screenLoader, screenStory } from '../../test-utils/screenStory';
import { ready } from '../dialogs';
import { QueryDialog } from './QueryDialog';

const meta = {
  title: 'Screens/HelpDialogs',
  loaders: [screenLoader(ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const close = () => undefined;
const ContactUs = () => <QueryDialog kind="contactUs" onClose={close} />;
const AskDoctor = () => <QueryDialog kind="askDoctor" onClose={close} />;
const contactAt = { screen: ContactUs, path: '/auth/dashboard', preloadedState: signedIn };
const askAt = { screen: AskDoctor, path: '/auth/dashboard', preloadedState: signedIn };
const received = () => success({ result: true as const });

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The send button's name, in the story's language (read when the play function runs, not at import). */
const send = () => inLanguage('Submit', 'إرسال');

/** Contact Us prefilled from the session; sent with no message: 'Please fill all data'. */
export const ContactUsRefused: Story = {
  decorators: [screenStory({ ...contactAt, answers: [answer(HelpEndpoint.contactUs, received)] })],
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: inLanguage('Contact Us', 'اتصل بنا') }));
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      inLanguage('Please fill all data', 'يرجى تعبئة جميع البيانات'),
    );
  },
};

/** A bad mobile ('Enter a valid mobile no.'), then a bad e-mail ('Please a enter valid email'). */
export const ContactUsBadMobileAndEmail: Story = {
  decorators: [screenStory({ ...contactAt, answers: [answer(HelpEndpoint.contactUs, received)] })],
  play: async ({ canvasElement }) => {
    const body = dialogOf(canvasElement);
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: inLanguage('Message', 'الرسالة') }), 'Hello');
    const mobile = dialog.getByRole('textbox', { name: inLanguage('Mobile number', 'رقم الجوال') });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '5012');
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      inLanguage('Enter a valid mobile no.', 'أدخل رقم جوال صحيح.'),
    );
    await userEvent.type(mobile, '34567');
    const email = dialog.getByRole('textbox', { name: inLanguage('Email', 'البريد الإلكتروني') });
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example');
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      inLanguage('Please a enter valid email', 'يرجى إدخال بريد إلكتروني صحيح'),
    );
  },
};

/** Sent: 'We have received your query. We will get back to you soon.' */
export const ContactUsSent: Story = {
  decorators: [screenStory({ ...contactAt, answers: [answer(HelpEndpoint.contactUs, received)] })],
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: inLanguage('Message', 'الرسالة') }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      inLanguage(
        'We have received your query. We will get back to you soon.',
        'لقد تلقينا استفسارك. سنتواصل معك قريباً.',
      ),
    );
  },
};

/** The server could not take it: 'Something went wrong', the form stays. */
export const ContactUsFailed: Story = {
  decorators: [
    screenStory({
      ...contactAt,
      answers: [refusal(HelpEndpoint.contactUs, 500, 'Error', 'auth.somethingWentWrong')],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: inLanguage('Message', 'الرسالة') }), 'Hello');
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      inLanguage('Something went wrong', 'حدث خطأ ما'),
    );
  },
};

/** Ask Doctor without a mode of communication: 'Please fill all data'. */
export const AskDoctorRefused: Story = {
  decorators: [screenStory({ ...askAt, answers: [answer(HelpEndpoint.askDoctor, received)] })],
  play: async ({ canvasElement }) => {
    const dialog = within(
      await dialogOf(canvasElement).findByRole('dialog', { name: inLanguage('Ask Doctor', 'اسأل الطبيب') }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: inLanguage('Your question', 'سؤالك') }),
      'Fasting?',
    );
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      inLanguage('Please fill all data', 'يرجى تعبئة جميع البيانات'),
    );
  },
};

/** Ask Doctor sent by e-mail and mobile: the confirmation (the dialog closes 2 s later). */
export const AskDoctorSent: Story = {
  decorators: [screenStory({ ...askAt, answers: [answer(HelpEndpoint.askDoctor, received)] })],
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement).findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: inLanguage('Your question', 'سؤالك') }),
      'Fasting?',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: inLanguage('Email', 'البريد الإلكتروني') }));
    await userEvent.click(dialog.getByRole('checkbox', { name: inLanguage('Mobile', 'الجوال') }));
    await userEvent.click(dialog.getByRole('button', { name: send() }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      inLanguage(
        'We have received your query. We will get back to you soon.',
        'لقد تلقينا استفسارك. سنتواصل معك قريباً.',
      ),
    );
  },
};
