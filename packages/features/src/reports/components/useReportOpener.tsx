import { type BookingPatient, type LabOrder, type MessageCode, TOAST_LONG_MS } from '@portal/contract';
import { Dialog, Link, Stack, Text, toast } from '@portal/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverCode } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useLanguage } from '../../i18n/useLanguage';
import { useMessageText } from '../../i18n/useMessageText';
import { accountErrorMessage, bodyMessage } from '../../shared/account/messages';
import { OtpForm, type OtpOutcome } from '../../shared/account/OtpForm';
import {
  useLazyReportAccessQuery,
  useReportPdfMutation,
  useSendReportOtpMutation,
  useVerifyReportOtpMutation,
} from '../api';
import { NoticeDialog } from './NoticeDialog';
import type { ReportAction } from './ReportList';

/** How long an opened report's object URL lives after its dialog closes or its download starts. */
const OBJECT_URL_MS = 60_000;

/** '<docNumber>.pdf', as the server names it. */
export const reportFileName = (order: LabOrder) => `${order.docNumber}.pdf`;

type Step = { kind: 'otp'; validity: number } | { kind: 'notice' } | { kind: 'ready'; url: string } | null;

interface Opening {
  order: LabOrder;
  action: ReportAction;
}

/** Saves an object URL's file under a name. */
function save(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const fail = (text: string) => toast.error(text, { timeout: TOAST_LONG_MS });

/**
 * Opening a report (spec section 4): the patient's own, or a member's on the patient's mobile, at
 * once; any other member's after the code sent to that member's mobile and the confidentiality
 * notice, the server saying which (GET /user/labreportaccess, and 403 reports.otpRequired from the
 * PDF once a verified code has expired). View shows the file's Open and Download in a dialog (a new
 * tab opened from the patient's own tap, which phones allow); Download saves it at once.
 */
export function useReportOpener(familyMemberId: number, patient: BookingPatient | undefined) {
  const { t } = useTranslation(['reports', 'account']);
  const language = useLanguage();
  const messageText = useMessageText();
  const headingId = useId();
  const [checkAccess] = useLazyReportAccessQuery();
  const [send, sendState] = useSendReportOtpMutation();
  const [verify, verifyState] = useVerifyReportOtpMutation();
  const [fetchPdf] = useReportPdfMutation();
  const [opening, setOpening] = useState<Opening | null>(null);
  const [step, setStep] = useState<Step>(null);
  const urls = useRef<string[]>([]);

  // Whatever is still open goes when the screen does.
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  /** A failed call's message: the server's by its code, else the spec's 'Something went wrong. Try again'. */
  const errorText = (error: Parameters<typeof accountErrorMessage>[0]) =>
    messageText(accountErrorMessage(error, { ns: 'reports', fallback: 'reports.somethingWentWrong' }));

  function finish() {
    setOpening(null);
    setStep(null);
  }

  function release(url: string) {
    setTimeout(() => {
      URL.revokeObjectURL(url);
      urls.current = urls.current.filter((held) => held !== url);
    }, OBJECT_URL_MS);
  }

  async function sendCode(): Promise<number | { failed: string }> {
    const result = await send(familyMemberId);
    // 'Error in sending otp' when the server says nothing of its own (spec section 8).
    if (result.error)
      return {
        failed: messageText(accountErrorMessage(result.error, { ns: 'account', fallback: 'otpSendError' })),
      };
    return result.data;
  }

  async function startOtp() {
    const sent = await sendCode();
    if (typeof sent === 'object') {
      fail(sent.failed);
      finish();
      return;
    }
    toast.success(t('reports.otpSent'));
    setStep({ kind: 'otp', validity: sent });
  }

  async function deliver(target: Opening) {
    const result = await fetchPdf({ order: target.order, familyMemberId, lang: language });
    if (result.error) {
      if (serverCode(result.error) === ('reports.otpRequired' satisfies MessageCode)) {
        await startOtp();
        return;
      }
      fail(errorText(result.error));
      finish();
      return;
    }
    const url = result.data;
    urls.current.push(url);
    if (target.action === 'download') {
      save(url, reportFileName(target.order));
      release(url);
      finish();
      return;
    }
    setStep({ kind: 'ready', url });
  }

  /** View or Download pressed on a report. */
  async function open(order: LabOrder, action: ReportAction) {
    if (opening) return;
    const target = { order, action };
    setOpening(target);
    const checked = await checkAccess(familyMemberId);
    if (checked.error || !checked.data) {
      fail(errorText(checked.error));
      finish();
      return;
    }
    if (checked.data.otpRequired) await startOtp();
    else if (checked.data.passwordProtected) setStep({ kind: 'notice' });
    else await deliver(target);
  }

  async function verifyCode(code: string): Promise<OtpOutcome> {
    const result = await verify({ familyMemberId, otp: code });
    if (result.error)
      return { wrong: messageText(accountErrorMessage(result.error, { fallback: 'auth.invalidOtp' })) };
    if (!result.data.data.validOtp)
      return { wrong: messageText(bodyMessage(result.data.message, 'auth.invalidOtp')) };
    setStep({ kind: 'notice' });
    return 'done';
  }

  async function continueAfterNotice() {
    if (!opening) return;
    setStep(null);
    await deliver(opening);
  }

  function closeReady(url: string) {
    release(url);
    finish();
  }

  const name = patient ? `${patient.firstName} ${patient.lastName}`.trim() : '';
  const number = opening?.order.docNumber ?? '';

  const dialogs: ReactNode = (
    <>
      <Dialog
        title={t('otp.title', { ns: 'account' })}
        isOpen={step?.kind === 'otp'}
        onOpenChange={(isOpen) => !isOpen && finish()}
        size="md"
      >
        {step?.kind === 'otp' && (
          <OtpForm
            callingCode={patient?.callingCode ?? ''}
            mobile={patient?.mobile ?? ''}
            validity={step.validity}
            onVerify={verifyCode}
            onResend={sendCode}
            isVerifying={verifyState.isLoading}
            isResending={sendState.isLoading}
            heading={
              <Text elementType="p" id={headingId}>
                <Bidi>{t('otp.heading', { name })}</Bidi>
              </Text>
            }
            headingId={headingId}
          />
        )}
      </Dialog>
      <NoticeDialog
        isOpen={step?.kind === 'notice'}
        onContinue={() => void continueAfterNotice()}
        onCancel={finish}
      />
      <Dialog
        title={t('ready.title', { number })}
        isOpen={step?.kind === 'ready'}
        onOpenChange={(isOpen) => {
          if (!isOpen && step?.kind === 'ready') closeReady(step.url);
        }}
        size="sm"
      >
        {step?.kind === 'ready' && opening && (
          <Stack gap="lg">
            <Text elementType="p">{t('ready.body')}</Text>
            <Stack direction="row" gap="md" wrap>
              <Link href={step.url} target="_blank" rel="noopener" variant="standalone" autoFocus>
                {t('ready.open')}
              </Link>
              <Link href={step.url} download={reportFileName(opening.order)} variant="standalone">
                {t('ready.download')}
              </Link>
            </Stack>
          </Stack>
        )}
      </Dialog>
    </>
  );

  // The pressed button shows pending while the access is checked and the file fetched.
  return { open, busy: step === null ? opening : null, dialogs };
}
