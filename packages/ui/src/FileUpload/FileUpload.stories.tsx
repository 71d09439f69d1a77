import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { uiText } from '../internal/storyHelpers';
import { fileUploadStrings } from '../UIProvider/strings/fileUpload';
import { FileUpload, type FileUploadHandle, type FileUploadProps } from './FileUpload';
import { DEFAULT_FILE_TYPES } from './validateFile';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });

const meta: Meta<typeof FileUpload> = {
  title: 'Components/FileUpload',
  component: FileUpload,
  tags: ['autodocs'],
  args: {
    label: 'Upload your Emirates ID',
    description: 'PDF, Word or an image, up to 2 MB.',
    onSelect: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '28rem' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof FileUpload>;

// The spec's messages (word for word in English: uiStrings.test.ts), in the page's language.
const typeMessage = () => uiText(fileUploadStrings).typeError(DEFAULT_FILE_TYPES);
const sizeMessage = () => uiText(fileUploadStrings).sizeError;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: uiText(fileUploadStrings).choose });
    // First stop: the drop zone itself, where a keyboard user can paste a file.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/Upload your Emirates ID/);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    await userEvent.upload(fileInput(canvasElement), file('emirates-id.pdf', 120_000, 'application/pdf'));
    await expect(args.onSelect).toHaveBeenCalledWith([expect.objectContaining({ name: 'emirates-id.pdf' })]);
    await expect(canvas.getByRole('list', { name: uiText(fileUploadStrings).selected })).toHaveTextContent(
      'emirates-id.pdf',
    );
  },
};

export const WrongType: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = fileInput(canvasElement);
    // Bypass the picker's accept filter, as a drop would.
    input.removeAttribute('accept');
    await userEvent.upload(input, file('setup.exe', 100, 'application/octet-stream'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(typeMessage()));
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'type' })]);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.upload(fileInput(canvasElement), file('scan.png', 2_048_001, 'image/png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(sizeMessage()));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ValidChoiceClearsRefusal: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const input = fileInput(canvasElement);
    input.removeAttribute('accept');
    await userEvent.upload(input, file('setup.exe', 100, 'application/octet-stream'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(typeMessage()));
    await userEvent.upload(input, file('emirates-id.pdf', 120_000, 'application/pdf'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText(typeMessage())).not.toBeInTheDocument());
    await expect(canvas.getByRole('list', { name: uiText(fileUploadStrings).selected })).toHaveTextContent(
      'emirates-id.pdf',
    );
  },
};

export const RefusalTimesOut: Story = {
  args: { rejectionTimeout: 400 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), file('scan.png', 2_048_001, 'image/png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(sizeMessage()));
    // Gone by itself, with no further choice.
    await waitFor(() => expect(canvas.queryByText(sizeMessage())).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** A form that starts again after sending: the feature resets the upload through its ref. */
function WithReset(props: FileUploadProps) {
  const upload = useRef<FileUploadHandle>(null);
  return (
    <>
      <FileUpload {...props} ref={upload} />
      <Button variant="secondary" onPress={() => upload.current?.reset()}>
        Start again
      </Button>
    </>
  );
}

export const Reset: Story = {
  render: (args) => <WithReset {...args} />,
  args: { rejectionTimeout: 0 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, file('emirates-id.pdf', 120_000, 'application/pdf'));
    await expect(canvas.getByRole('list', { name: uiText(fileUploadStrings).selected })).toBeInTheDocument();
    await userEvent.upload(input, file('scan.png', 2_048_001, 'image/png'));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(sizeMessage()));
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(canvas.queryByText(sizeMessage())).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('list', { name: uiText(fileUploadStrings).selected }),
    ).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: uiText(fileUploadStrings).choose })).toBeDisabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'ارفع صورة الهوية الإماراتية',
    description: 'ملف PDF أو Word أو صورة، حتى 2 ميغابايت.',
    buttonLabel: 'اختر ملفاً',
    dropLabel: 'أو أفلته هنا',
    selectedLabel: 'الملف المختار',
    typeErrorMessage: 'يرجى رفع ملف من نوع pdf أو doc أو docx أو jpg أو jpeg أو png',
    sizeErrorMessage: 'يجب أن يكون حجم الملف أقل من 2 ميغابايت',
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), file('big.jpg', 3_000_000, 'image/jpeg'));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('يجب أن يكون حجم الملف أقل من 2 ميغابايت'),
    );
  },
};
