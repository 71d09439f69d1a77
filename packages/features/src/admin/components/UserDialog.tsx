import {
  type AdminRefusal,
  type AdminUser,
  type AdminUserForm,
  adminUserRefusal,
  EMAIL_MAX,
  MOBILE_MAX_DIGITS,
  NAME_MAX,
} from '@portal/contract';
import { Alert, Button, Dialog, Form, Stack, Text, TextField, toast } from '@portal/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverStatus } from '../../api/errors';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage } from '../../shared/account/messages';
import { useSaveAdminUserMutation } from '../api';

type Field = keyof AdminUserForm;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'mobile', 'email'];

/** Which fields a refusal of section 5 marks: the empty ones, or the one badly formed. */
function fieldsOf(rule: AdminRefusal, form: AdminUserForm): Field[] {
  if (rule === 'invalidEmail') return ['email'];
  if (rule === 'invalidMobile') return ['mobile'];
  return FIELDS.filter((field) => form[field].trim() === '' || form[field].trim().length > NAME_MAX);
}

export interface UserDialogProps {
  /** The user to edit; null adds an admin. */
  user: AdminUser | null;
  onClose: () => void;
}

/**
 * Add Admin and Edit User (spec sections 2, 5, 8): first and last name (required, at most 50), mobile
 * (8 to 10 digits) and e-mail. A new admin's password is made by the server and sent to their mobile;
 * nobody here sees it. 'Duplicate' shows the server's message; another failure 'Error while adding
 * user' (adding) or 'Error while updating record' (editing).
 */
export function UserDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [save, { isLoading }] = useSaveAdminUserMutation();
  const [form, setForm] = useState<AdminUserForm>({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mobile: user?.mobile ?? '',
    email: user?.email ?? '',
  });
  const [refusal, setRefusal] = useState<{ message: string; fields: Field[] } | null>(null);

  const update = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function refuse(message: string, fields: Field[]) {
    setRefusal({ message, fields });
    const first = FIELDS.find((field) => fields.includes(field));
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[data-field="${first}"] input`)?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    const rule = adminUserRefusal(form);
    if (rule) {
      refuse(t(`admin.${rule}`), fieldsOf(rule, form));
      return;
    }
    const result = await save({
      id: user?.id ?? 0,
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      mobile: form.mobile.trim(),
      email: form.email.trim(),
    });
    if (result.error) {
      const duplicate = serverStatus(result.error) === 'Duplicate';
      const message = duplicate
        ? messageText(accountErrorMessage(result.error, { ns: 'admin', fallback: 'form.addError' }))
        : t(user ? 'users.updateError' : 'form.addError');
      refuse(message, duplicate ? ['mobile', 'email'] : []);
      return;
    }
    toast.success(t('admin.saved'));
    onClose();
  }

  const fieldProps = (field: Field) => ({
    value: form[field],
    onChange: update(field),
    errorMessage: refusal?.fields.includes(field) ? refusal.message : undefined,
  });

  return (
    <Dialog
      title={t(user ? 'form.editTitle' : 'form.addTitle')}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} isPending={isLoading}>
            {t('form.save')}
          </Button>
        </>
      )}
    >
      <Form
        id={formId}
        ref={formRef}
        onSubmit={handleSubmit}
        aria-label={t(user ? 'form.editTitle' : 'form.addTitle')}
      >
        <Stack gap="md">
          {refusal && refusal.fields.length === 0 && <Alert tone="error">{refusal.message}</Alert>}
          <div data-field="firstName">
            <TextField
              label={t('form.firstName')}
              maxLength={NAME_MAX}
              autoComplete="off"
              {...fieldProps('firstName')}
            />
          </div>
          <div data-field="lastName">
            <TextField
              label={t('form.lastName')}
              maxLength={NAME_MAX}
              autoComplete="off"
              {...fieldProps('lastName')}
            />
          </div>
          <div data-field="mobile">
            <TextField
              label={t('form.mobile')}
              inputMode="numeric"
              maxLength={MOBILE_MAX_DIGITS}
              autoComplete="off"
              {...fieldProps('mobile')}
            />
          </div>
          <div data-field="email">
            <TextField
              label={t('form.email')}
              type="email"
              maxLength={EMAIL_MAX}
              autoComplete="off"
              {...fieldProps('email')}
            />
          </div>
          {!user && <Text>{t('form.defaultPasswordNote')}</Text>}
        </Stack>
      </Form>
    </Dialog>
  );
}
