import { Button, Card, Form, Heading, Stack } from '@portal/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import {
  CHANGE_PASSWORD_FIELDS,
  EMPTY_CHANGE_PASSWORD,
  useChangePasswordForm,
} from '../shared/account/useChangePasswordForm';

/**
 * My Profile's change-password card (spec sections 2, 5, 8): old, new and confirmation with
 * invalidPassword, passNotMatch and oldNewPassSame; a wrong old password reads 'Incorrect old
 * password'. Not shown to UAE PASS users.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  // Bumped after a change: the fields remount empty (the reveal toggles reset too).
  const [formKey, setFormKey] = useState(0);
  const { form, isLoading, handleSubmit } = useChangePasswordForm({
    ns: 'profile',
    fallback: 'passChangeError',
    successText: t('passChangeSuccess'),
    onChanged: () => {
      form.reset(EMPTY_CHANGE_PASSWORD);
      setFormKey((key) => key + 1);
    },
  });

  return (
    <Card aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {t('profile.changePassword')}
        </Heading>
        <Form key={formKey} onSubmit={handleSubmit} aria-labelledby={headingId}>
          <Stack gap="lg" ref={form.formRef}>
            <NewPasswordFields
              names={CHANGE_PASSWORD_FIELDS}
              values={form.values}
              errors={form.errors}
              onChange={form.update}
            />
            <Button type="submit" isPending={isLoading}>
              {t('profile.changePasswordSubmit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
