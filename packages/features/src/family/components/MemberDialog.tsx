import {
  DEFAULT_CALLING_CODE,
  type FamilyMember,
  type FamilyMemberFormValue,
  FamilySaveStatus,
  familyMemberSaveBody,
  isDuplicateDocumentId,
  type MessageCode,
  makeFamilyMemberFormSchema,
  normaliseDocumentId,
  uaeToday,
} from '@portal/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  Form,
  Select,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  toast,
} from '@portal/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCode, type UiMessage } from '../../api/errors';
import { messageOfEnvelope } from '../../api/messages';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { displayDocumentId } from '../../shared/account/DocumentIdField';
import { check, type FieldErrors, useCheckedForm, type Verdict } from '../../shared/account/forms';
import { callingCodeOf, countryOfCallingCode, withDetail } from '../../shared/account/IdentityFields';
import { accountErrorMessage, bodyMessage } from '../../shared/account/messages';
import { OtpForm, type OtpOutcome } from '../../shared/account/OtpForm';
import {
  PERSONAL_FIELDS,
  PersonalDetailsFields,
  type PersonalValues,
} from '../../shared/account/PersonalDetailsFields';
import { useFieldErrorText } from '../../shared/account/useFieldErrorText';
import { DocumentsPanel } from '../../shared/documents';
import { useDocumentTypesQuery, useRelationsQuery } from '../../shared/masterdata/api';
import { useLookupLabel, useLookupOptions } from '../../shared/masterdata/lookups';
import {
  useSaveFamilyMemberMutation,
  useSendFamilyOtpForAddMutation,
  useVerifyFamilyOtpMutation,
} from '../api';
import { memberName } from './MemberActions';

/** The Personal details form: the account forms' personal details and the relation. */
export interface MemberValues extends PersonalValues {
  relationId: number | null;
}

/** Screen order of the form's fields: where focus goes on a refusal. */
export const MEMBER_FIELDS = ['relationId', ...PERSONAL_FIELDS] as const;
export type MemberField = (typeof MEMBER_FIELDS)[number];

const EMPTY: MemberValues = {
  relationId: null,
  firstName: '',
  lastName: '',
  email: '',
  genderId: null,
  countryId: null,
  mobileCountry: countryOfCallingCode(DEFAULT_CALLING_CODE),
  mobile: '',
  documentTypeId: null,
  documentId: '',
  dateOfBirth: null,
};

function valuesOf(member: FamilyMember): MemberValues {
  return {
    relationId: member.relationId,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    genderId: member.genderId,
    countryId: member.countryId,
    mobileCountry: countryOfCallingCode(member.callingCode ?? DEFAULT_CALLING_CODE),
    mobile: member.mobile ?? '',
    documentTypeId: member.documentTypeId,
    documentId: displayDocumentId(member.documentTypeId, member.documentId ?? ''),
    dateOfBirth: member.dateOfBirth,
  };
}

/**
 * The form checked by the contract's rules (the server's own schema), and a document id another of
 * the patient's members already has refused with the server's words ('Duplicate document id...').
 */
export function validateMember(
  values: MemberValues,
  members: readonly FamilyMember[],
  familyMemberId: number,
  today = uaeToday,
): Verdict<FamilyMemberFormValue, MemberField> {
  const verdict = check<FamilyMemberFormValue, MemberField | 'callingCode'>(
    makeFamilyMemberFormSchema(today),
    {
      ...values,
      callingCode: callingCodeOf(values.mobileCountry),
      relationId: values.relationId ?? undefined,
      genderId: values.genderId ?? undefined,
      countryId: values.countryId ?? undefined,
      documentTypeId: values.documentTypeId ?? undefined,
      dateOfBirth: values.dateOfBirth ?? '',
    },
  );
  const errors: FieldErrors<MemberField> = verdict.ok ? {} : { ...verdict.errors };
  if (!verdict.ok && verdict.errors.callingCode) errors.mobile ??= verdict.errors.callingCode;
  if (
    !errors.documentId &&
    values.documentTypeId !== null &&
    values.documentId.trim() !== '' &&
    isDuplicateDocumentId(members, values.documentTypeId, values.documentId, familyMemberId)
  ) {
    errors.documentId = 'family.duplicateDocumentId' satisfies MessageCode;
  }
  if (verdict.ok && Object.keys(errors).length === 0) return verdict;
  return { ok: false, errors };
}

/** A code sent for a pending add or edit: where it went and the reference verifying it. */
interface OtpStep {
  referenceId: string;
  validity: number;
  callingCode: string;
  mobile: string;
  name: string;
}

export interface MemberDialogProps {
  /** The member to edit; null adds one. */
  member: FamilyMember | null;
  /** The patient's members, for the duplicate document id. */
  members: readonly FamilyMember[];
  isOpen: boolean;
  onClose: () => void;
  /** Brings the list up to date after a save: the dialog closes once it is (no stale member to reopen). */
  onSaved: () => Promise<unknown>;
}

/**
 * Add or edit a family member (spec sections 2, 4, 5): Personal details and, on edit, Documents.
 * An add first confirms that the document cannot change later. The save answers Success (closed),
 * OTPSent (the member's code, in this dialog), NotFound (the spec's text), or a refusal.
 */
export function MemberDialog({ member, members, isOpen, onClose, onSaved }: MemberDialogProps) {
  const { t } = useTranslation('family');
  const messageText = useMessageText();
  const ruleText = useFieldErrorText();
  const otpHeadingId = useId();
  const familyMemberId = member?.familyMemberId ?? 0;
  const isEdit = member !== null;
  const relations = useRelationsQuery();
  const relationOptions = useLookupOptions(relations.data);
  const documentTypes = useDocumentTypesQuery();
  const [save, saveState] = useSaveFamilyMemberMutation();
  // Saved: waiting for the list as saved before closing.
  const [finishing, setFinishing] = useState(false);
  const [verify, verifyState] = useVerifyFamilyOtpMutation();
  const [resend, resendState] = useSendFamilyOtpForAddMutation();
  const form = useCheckedForm(
    () => (member ? valuesOf(member) : EMPTY),
    (values: MemberValues) => validateMember(values, members, familyMemberId),
    MEMBER_FIELDS,
  );
  const [refusal, setRefusal] = useState<UiMessage | null>(null);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [confirming, setConfirming] = useState<FamilyMemberFormValue | null>(null);
  // The document the patient confirmed for this add: asked again only if they change it.
  const [confirmedDocument, setConfirmedDocument] = useState<string | null>(null);
  const confirmingType = useLookupLabel(documentTypes.data, confirming?.documentTypeId);

  const update = <K extends keyof MemberValues>(field: K, value: MemberValues[K]) =>
    form.change(withDetail(form.values, field, value));
  const documentKey = (value: FamilyMemberFormValue) =>
    `${value.documentTypeId}:${normaliseDocumentId(value.documentTypeId, value.documentId)}`;

  async function send(value: FamilyMemberFormValue) {
    setRefusal(null);
    const result = await save(familyMemberSaveBody(value, familyMemberId));
    if (result.error) {
      const code = serverCode(result.error);
      if (code === ('family.duplicateDocumentId' satisfies MessageCode)) {
        form.refuse({ documentId: code });
        return;
      }
      setRefusal(
        accountErrorMessage(result.error, { ns: 'family', fallback: 'family.saveFamilyMemberError' }),
      );
      return;
    }
    const { message, data } = result.data;
    if (message.status === FamilySaveStatus.Success) {
      await finish(t('family.saveFamilyMemberSuccess'));
    } else if (message.status === FamilySaveStatus.OTPSent && data) {
      toast.success(t('family.otpSent'));
      setOtp({
        referenceId: data.referenceId,
        validity: data.otpValidity,
        callingCode: value.callingCode,
        mobile: value.mobile,
        name: memberName(value),
      });
    } else {
      setRefusal(messageOfEnvelope(message) ?? { key: 'family.notFound', ns: 'family' });
    }
  }

  /** The list refreshed, then the success and the dialog closed. */
  async function finish(success: string) {
    setFinishing(true);
    await onSaved();
    toast.success(success);
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saveState.isLoading || finishing) return;
    const value = form.submit();
    if (!value) return;
    if (!isEdit && confirmedDocument !== documentKey(value)) {
      setConfirming(value);
      return;
    }
    void send(value);
  }

  async function verifyCode(code: string): Promise<OtpOutcome> {
    if (!otp) return 'done';
    const result = await verify({ otp: code, referenceId: otp.referenceId });
    if (result.error)
      return { wrong: messageText(accountErrorMessage(result.error, { fallback: 'auth.invalidOtp' })) };
    const { data, message } = result.data;
    if (data.validOtp) {
      await finish(t('family.otpVerifySuccess'));
      return 'done';
    }
    if (message.code === ('family.otpVerifyError' satisfies MessageCode)) {
      // The pending save is gone (expired or used): back to the details, to save again.
      setRefusal(messageOfEnvelope(message) ?? { key: 'family.otpVerifyError', ns: 'family' });
      setOtp(null);
      return 'done';
    }
    return { wrong: messageText(bodyMessage(message, 'auth.invalidOtp')) };
  }

  async function resendCode(): Promise<number | { failed: string } | null> {
    if (!otp) return null;
    const result = await resend({ referenceId: otp.referenceId });
    if (result.error)
      return { failed: messageText(accountErrorMessage(result.error, { fallback: 'otpSendError' })) };
    setOtp({ ...otp, referenceId: result.data.referenceId });
    return result.data.otpValidity;
  }

  const details = (
    <Form onSubmit={handleSubmit} aria-label={t('member.personal')}>
      <Stack gap="lg" ref={form.formRef}>
        {isEdit && (
          <Text elementType="p" tone="muted">
            {t('member.fixedOnEdit')}
          </Text>
        )}
        <div data-field="relationId">
          <Select
            label={t('list.relation')}
            placeholder={t('field.choose', { ns: 'account' })}
            options={relationOptions}
            value={form.values.relationId}
            onChange={(key) => update('relationId', key === null ? null : Number(key))}
            errorMessage={
              ruleText(form.errors.relationId) ??
              (relations.isError ? t('lookupError', { ns: 'account' }) : undefined)
            }
            isDisabled={relations.isLoading}
            name="relationId"
          />
        </div>
        <PersonalDetailsFields
          values={form.values}
          errors={form.errors}
          onChange={update}
          fixed={isEdit ? { dateOfBirth: true, document: true } : {}}
        />
        {/* Beside Save, where the patient is when the answer comes (the form above may be long). */}
        {refusal && (
          <Alert tone="error" role="alert">
            <Bidi>{messageText(refusal)}</Bidi>
          </Alert>
        )}
        <Stack direction="row" gap="sm" justify="flex-end" wrap>
          <Button variant="secondary" onPress={onClose}>
            {t('common.cancel', { ns: 'account' })}
          </Button>
          <Button type="submit" isPending={saveState.isLoading || finishing}>
            {t('common.save', { ns: 'account' })}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );

  const title = otp
    ? t('otp.title', { ns: 'account' })
    : isEdit
      ? t('member.editTitle')
      : t('member.addTitle');

  return (
    <>
      <Dialog
        title={title}
        isOpen={isOpen}
        onOpenChange={(open) => !open && onClose()}
        size="lg"
        closeLabel={t('common.close', { ns: 'account' })}
      >
        {otp ? (
          <OtpForm
            callingCode={otp.callingCode}
            mobile={otp.mobile}
            validity={otp.validity}
            onVerify={verifyCode}
            onResend={resendCode}
            isVerifying={verifyState.isLoading || finishing}
            isResending={resendState.isLoading}
            heading={
              <Text elementType="p" id={otpHeadingId}>
                <Bidi>{t('otp.member', { name: otp.name })}</Bidi>
              </Text>
            }
            headingId={otpHeadingId}
          >
            <Button variant="ghost" onPress={() => setOtp(null)}>
              {t('otp.changeDetails')}
            </Button>
          </OtpForm>
        ) : isEdit ? (
          <Tabs defaultSelectedKey="personal">
            <TabList aria-label={title} fitWhenNarrow>
              <Tab id="personal">{t('member.personal')}</Tab>
              <Tab id="documents">{t('member.documents')}</Tab>
            </TabList>
            <TabPanel id="personal">{details}</TabPanel>
            <TabPanel id="documents">
              <DocumentsPanel familyMemberId={familyMemberId} />
            </TabPanel>
          </Tabs>
        ) : (
          details
        )}
      </Dialog>
      <ConfirmDialog
        title={t('confirm.title')}
        isOpen={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        closeLabel={t('common.close', { ns: 'account' })}
        onConfirm={() => {
          if (!confirming) return;
          // Closed before the save, so that focus is back in the form when the code's step opens.
          setConfirmedDocument(documentKey(confirming));
          setConfirming(null);
          void send(confirming);
        }}
      >
        <Stack gap="sm">
          <Text elementType="p">{t('confirm.body')}</Text>
          {confirming && (
            <Text elementType="p">
              {confirmingType}:{' '}
              <bdi dir="ltr">{displayDocumentId(confirming.documentTypeId, confirming.documentId)}</bdi>
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
