import { DocumentsEndpoint, ProfilePath } from '@portal/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { signedIn, success } from '../../test-utils/care';
import { noDocuments, someDocuments, TINY_PNG } from '../../test-utils/documents';
import {
  answer,
  answerFile,
  inLanguage,
  refusal,
  screenLoader,
  screenStory,
} from '../../test-utils/screenStory';
import { DocumentsPanel, documentsStrings } from './index';

const meta = {
  title: 'Parts/DocumentsPanel',
  loaders: [screenLoader(documentsStrings.ready)],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The patient's own documents, as My Profile shows them. */
function MyDocuments() {
  return <DocumentsPanel familyMemberId={0} />;
}

const at = { screen: MyDocuments, path: '/auth/profile', preloadedState: signedIn };

/** Nothing uploaded yet: a picker for each side of each document type. */
export const Empty: Story = {
  decorators: [screenStory({ ...at, answers: [answer(DocumentsEndpoint.list, () => success(noDocuments))] })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        inLanguage('Upload Emirates ID, Front', 'تحميل الهوية الإماراتية، الوجه الأمامي'),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(5);
  },
};

/** A PDF shows a file icon, the images their thumbnails; each can be viewed, downloaded, replaced, deleted. */
export const WithFiles: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [
        answer(DocumentsEndpoint.list, () => success(someDocuments)),
        answerFile(ProfilePath.getDocument, new Blob([TINY_PNG], { type: 'image/png' })),
      ],
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('emirates-id-front.pdf')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: inLanguage('Delete Emirates ID, Back', 'حذف الهوية الإماراتية، الوجه الخلفي'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(inLanguage('Replace Insurance card, Front', 'استبدال بطاقة التأمين، الوجه الأمامي')),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('img[src^="data:image/png"]')).toHaveLength(2));
  },
};

/** The list could not be loaded: the reason and a way to try again. */
export const LoadError: Story = {
  decorators: [
    screenStory({
      ...at,
      answers: [refusal(DocumentsEndpoint.list, 500, 'Error', 'auth.somethingWentWrong')],
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(inLanguage('The documents could not be loaded', 'تعذر تحميل المستندات')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: inLanguage('Try again', 'حاول مرة أخرى') }),
    ).toBeVisible();
  },
};
