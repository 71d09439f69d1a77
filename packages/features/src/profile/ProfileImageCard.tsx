import { checkProfileImage, PROFILE_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@portal/contract';
import { Avatar, Button, Card, FileUpload, Heading, Stack, toast } from '@portal/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../i18n/useMessageText';
import { accountErrorMessage } from '../shared/account/messages';
import { useUploadRefusal } from '../shared/useUploadRefusal';
import { useProfileImageQuery, useRemoveProfileImageMutation, useUploadProfileImageMutation } from './api';

export interface ProfileImageCardProps {
  name: string;
  /** Path of the image under the API base, or null without one. */
  imageUrl: string | null;
}

/**
 * The profile picture: jpg, jpeg or png of at most 2,048,000 bytes (checked before anything is
 * sent; the server checks again, content included), shown through an authenticated fetch.
 * Refusals stay on screen for 5 s (spec section 8, documents).
 */
export function ProfileImageCard({ name, imageUrl }: ProfileImageCardProps) {
  const { t } = useTranslation('profile');
  const messageText = useMessageText();
  const headingId = useId();
  const image = useProfileImageQuery(imageUrl ?? skipToken);
  const [upload, uploadState] = useUploadProfileImageMutation();
  const [remove, removeState] = useRemoveProfileImageMutation();
  const { problem, pickerKey, refuse: showProblem, accepted } = useUploadRefusal();

  async function handleSelect(files: File[]) {
    const file = files[0];
    if (!file) return;
    const rule = checkProfileImage(file);
    if (rule) {
      showProblem({ key: rule });
      return;
    }
    const result = await upload(file);
    if (result.error) {
      showProblem(accountErrorMessage(result.error, { ns: 'profile', fallback: 'profile.imageError' }));
      return;
    }
    accepted();
    toast.success(t('profile.imageSaved'));
  }

  async function handleRemove() {
    const result = await remove();
    if (result.error) {
      toast.error(
        messageText(accountErrorMessage(result.error, { ns: 'profile', fallback: 'profile.imageError' })),
      );
      return;
    }
    toast.success(t('profile.imageRemoved'));
  }

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {t('profile.picture')}
        </Heading>
        <Stack direction="row" gap="lg" align="center" wrap>
          <Avatar name={name} src={image.data} size="lg" />
          {imageUrl && (
            <Button variant="secondary" onPress={handleRemove} isPending={removeState.isLoading}>
              {t('profile.removePicture')}
            </Button>
          )}
        </Stack>
        <FileUpload
          key={pickerKey}
          label={t('profile.uploadPicture')}
          description={t('profile.pictureRules')}
          acceptedTypes={PROFILE_IMAGE_EXTENSIONS}
          maxSize={UPLOAD_MAX_BYTES}
          onSelect={(files) => void handleSelect(files)}
          onReject={() => showProblem(undefined)}
          typeErrorMessage={t('imgFormatError')}
          sizeErrorMessage={t('docSizeError')}
          errorMessage={problem && messageText(problem)}
          buttonLabel={t('profile.choosePicture')}
          dropLabel={t('profile.dropPicture')}
          selectedLabel={t('profile.selected')}
          isDisabled={uploadState.isLoading}
        />
      </Stack>
    </Card>
  );
}
