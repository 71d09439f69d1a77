import {
  BROADCAST_DIALOG_CLOSE_MS,
  BROADCAST_EXCEL_TYPE,
  BroadcastFacility,
  type BroadcastRequest,
  type BroadcastResult,
  BroadcastType,
  encodeUrlPath,
  isAfterDate,
  isBroadcastUrl,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  uaeToday,
} from '@portal/contract';
import {
  Alert,
  Button,
  Dialog,
  FileUpload,
  Form,
  Select,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@portal/ui';
import { type FormEvent, lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { errorMessage, type UiMessage } from '../../api/errors';
import { Bidi } from '../../i18n/Bidi';
import { useMessageText } from '../../i18n/useMessageText';
import { useBrandLocations } from '../../shared/locations/useBrandLocations';
import { usePublishBroadcastMutation, useUploadBroadcastImageMutation } from '../api';
import { type Recipients, RecipientsField } from './RecipientsField';

const DateField = lazy(() => import('../../shared/DateField'));

/** What a re-send of a spreadsheet broadcast opens the dialog with (spec section 4). */
export interface PublishPrefill {
  title: string;
  url: string;
  message: string;
  imageUrl: string | null;
  mobileList: string[];
}

export interface PublishDialogProps {
  prefill?: PublishPrefill;
  onClose: () => void;
}

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.sizes.layout.fieldMin}), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

type Field = 'title' | 'url' | 'message';

/**
 * 'Publish New Broadcast' (spec sections 2, 4 and 5): the type (only 'In URL'), the title (at most
 * 30), the URL (http or https), the message (at most 120, with a counter), an optional image, the
 * facility (Custom, All or one location), the dates, and for Custom the recipients spreadsheet.
 * The contract's rules (the server's own) refuse before a call; the server's refusal shows as it
 * says; a publish shows its counts and the dialog closes 1 s later.
 */
export function PublishDialog({ prefill, onClose }: PublishDialogProps) {
  const { t } = useTranslation('broadcast');
  const messageText = useMessageText();
  const theme = useTheme();
  const formId = useId();
  const today = uaeToday();
  const locations = useBrandLocations();
  const [publish, publishing] = usePublishBroadcastMutation();
  const [uploadImage, uploading] = useUploadBroadcastImageMutation();

  const [title, setTitle] = useState(prefill?.title ?? '');
  const [url, setUrl] = useState(prefill?.url ?? '');
  const [message, setMessage] = useState(prefill?.message ?? '');
  const [image, setImage] = useState<{ name: string; url: string } | null>(
    prefill?.imageUrl
      ? { name: prefill.imageUrl.slice(prefill.imageUrl.lastIndexOf('/') + 1), url: prefill.imageUrl }
      : null,
  );
  const [imageProblem, setImageProblem] = useState<UiMessage>();
  const [facility, setFacility] = useState<string>(BroadcastFacility.Custom);
  const [fromDate, setFromDate] = useState<string | null>(today);
  const [toDate, setToDate] = useState<string | null>(today);
  const [recipients, setRecipients] = useState<Recipients>(
    prefill
      ? { state: 'ready', name: t('publish.previousList'), mobileList: prefill.mobileList }
      : { state: 'none' },
  );
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    title: false,
    url: false,
    message: false,
  });
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<{ sent: BroadcastResult } | { refused: UiMessage } | null>(null);
  const sent = outcome !== null && 'sent' in outcome;

  // Published: the counts show for a second, then the dialog closes (spec section 9).
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, BROADCAST_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const facilityOptions = useMemo(() => {
    const seen = new Set<string>();
    const places = (locations.data ?? []).filter((location) => {
      if (seen.has(location.locationId)) return false;
      seen.add(location.locationId);
      return true;
    });
    return [
      { id: BroadcastFacility.Custom, label: t('publish.facility.Custom') },
      { id: BroadcastFacility.All, label: t('publish.facility.All') },
      ...places.map((location) => ({ id: location.locationId, label: location.name })),
    ];
  }, [locations.data, t]);

  const custom = facility === BroadcastFacility.Custom;
  const problems = {
    title:
      title.trim() === '' || title.length > NOTIFICATION_TITLE_MAX ? t('broadcast.titleRequired') : undefined,
    url: isBroadcastUrl(url.trim()) ? undefined : t('broadcast.urlInvalid'),
    message:
      message.trim() === '' || message.length > NOTIFICATION_MESSAGE_MAX
        ? t('broadcast.messageRequired')
        : undefined,
    dates:
      fromDate === null || toDate === null || isAfterDate(today, fromDate) || isAfterDate(fromDate, toDate)
        ? t('broadcast.dateInvalid')
        : undefined,
    recipients: custom && recipients.state !== 'ready' ? t('broadcast.excelRequired') : undefined,
  };
  const shown = (field: Field) => (touched[field] || submitted ? problems[field] : undefined);
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));
  const edited = () => {
    if (outcome && !sent) setOutcome(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (publishing.isLoading || sent) return;
    setSubmitted(true);
    if (Object.values(problems).some(Boolean) || fromDate === null || toDate === null) return;
    const list = custom && recipients.state === 'ready' ? recipients.mobileList : [];
    const body: BroadcastRequest = {
      FacilityId: facility,
      NotificationType: BroadcastType.Url,
      InURLPath: encodeUrlPath(url.trim()),
      ImageUrl: image?.url ?? null,
      NotificationText: message.trim(),
      NotificationTitle: title.trim(),
      FromDate: fromDate,
      ToDate: toDate,
      ...(custom ? { Type: BROADCAST_EXCEL_TYPE, MobileList: list } : {}),
    };
    const result = await publish(body);
    setOutcome(
      result.error
        ? { refused: errorMessage(result.error, { fallback: 'somethingWentWrong' }) }
        : { sent: result.data },
    );
  }

  const dialogTitle = t('publish.title');

  return (
    <Dialog
      title={dialogTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={(close) =>
        sent ? null : (
          <>
            <Button variant="secondary" onPress={close}>
              {t('common.cancel', { ns: 'account' })}
            </Button>
            <Button type="submit" form={formId} isPending={publishing.isLoading}>
              {t('publish.send')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert tone="success" title={t('publish.sent')} role="status">
          <Bidi>
            {t('publish.counts', { success: outcome.sent.pushSuccess, fail: outcome.sent.pushFail })}
          </Bidi>
        </Alert>
      ) : (
        <Form id={formId} onSubmit={handleSubmit} aria-label={dialogTitle}>
          <Stack gap="lg">
            <Select
              label={t('publish.type')}
              options={[{ id: BroadcastType.Url, label: t('history.type.2') }]}
              value={BroadcastType.Url}
              isReadOnly
            />
            <TextField
              label={t('publish.notificationTitle')}
              value={title}
              onChange={(value) => {
                setTitle(value);
                edited();
              }}
              onBlur={() => touch('title')}
              maxLength={NOTIFICATION_TITLE_MAX}
              errorMessage={shown('title')}
              isRequired
              name="title"
            />
            <TextField
              label={t('publish.url')}
              description={t('publish.urlHint')}
              type="url"
              inputMode="url"
              value={url}
              onChange={(value) => {
                setUrl(value);
                edited();
              }}
              onBlur={() => touch('url')}
              errorMessage={shown('url')}
              isRequired
              name="url"
            />
            <TextArea
              label={t('publish.message')}
              value={message}
              onChange={(value) => {
                setMessage(value);
                edited();
              }}
              onBlur={() => touch('message')}
              maxLength={NOTIFICATION_MESSAGE_MAX}
              counterLabel={(count, max) => t('publish.counter', { count, max })}
              errorMessage={shown('message')}
              isRequired
            />
            <FileUpload
              label={t('publish.image')}
              acceptedTypes={['jpg', 'jpeg', 'png']}
              typeErrorMessage={t('publish.imageTypes')}
              errorMessage={imageProblem ? messageText(imageProblem) : undefined}
              onSelect={async ([file]) => {
                if (!file) return;
                setImageProblem(undefined);
                const result = await uploadImage(file);
                if (result.error) {
                  setImage(null);
                  setImageProblem(errorMessage(result.error));
                } else setImage({ name: file.name, url: result.data });
              }}
              isDisabled={uploading.isLoading}
            />
            {image && (
              <Text elementType="p" role="status">
                <Bidi>{t('publish.imageUploaded', { name: image.name })}</Bidi>
              </Text>
            )}
            <Select
              label={t('publish.facility')}
              options={facilityOptions}
              value={facility}
              onChange={(key) => {
                if (typeof key === 'string') setFacility(key);
                edited();
              }}
            />
            <Suspense fallback={<Skeleton shape="rect" height={theme.sizes.layout.placeholder.dateField} />}>
              <Dates>
                <DateField
                  label={t('publish.fromDate')}
                  value={fromDate}
                  onChange={setFromDate}
                  minValue={today}
                  calendarLabel={t('publish.calendar')}
                  isRequired
                />
                <DateField
                  label={t('publish.toDate')}
                  value={toDate}
                  onChange={setToDate}
                  minValue={fromDate ?? today}
                  errorMessage={submitted ? problems.dates : undefined}
                  calendarLabel={t('publish.calendar')}
                  isRequired
                />
              </Dates>
            </Suspense>
            {custom && (
              <RecipientsField
                value={recipients}
                onChange={(next) => {
                  setRecipients(next);
                  edited();
                }}
                errorMessage={submitted ? problems.recipients : undefined}
              />
            )}
            {outcome && 'refused' in outcome && <Alert tone="error">{messageText(outcome.refused)}</Alert>}
          </Stack>
        </Form>
      )}
    </Dialog>
  );
}
