import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import { GIFT_TEXTS } from '@shop/shared/orders/gift';
import { LICENCE_TEXTS } from '@shop/shared/orders/licence';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { fetchOrderFile } from '../api/fetch-order-file.ts';
import { type DownloadInfo, getDownloadQueryOptions } from '../api/get-download.ts';
import { openOrderZip } from '../api/open-order-zip.ts';
import { useDownloadActions } from '../hooks/use-download-actions.ts';
import {
  certificateFile,
  type DownloadFile as DownloadFileView,
  isDownloadExpired,
  toDownloadFiles,
} from '../utils/download-files.ts';
import { DOWNLOAD_MESSAGES, isNoFilesMessage } from '../utils/download-messages.ts';
import { DownloadFilesCard } from './download-files-card.tsx';
import { DownloadMessage } from './download-message.tsx';

function NoFilesYet() {
  return (
    <DownloadMessage tone="info" title={msg('No files available')} text={DOWNLOAD_MESSAGES.noFiles}>
      <ul className="download-explainer">
        <li>{t('The files for this plan are being prepared by our architects.')}</li>
        <li>{t('This usually takes from a few minutes to a few hours.')}</li>
        <li>{t('We will e-mail you as soon as they are ready to download.')}</li>
        <li>{t('If nothing arrives within 24 hours, please contact support.')}</li>
      </ul>
    </DownloadMessage>
  );
}

function Preparing() {
  return (
    <DownloadMessage tone="info" title={LICENCE_TEXTS.preparingTitle} text={LICENCE_TEXTS.preparingText}>
      <Spinner label={t('Preparing your files...')} />
    </DownloadMessage>
  );
}

function Expired() {
  return <DownloadMessage title={DOWNLOAD_MESSAGES.expiredTitle} text={DOWNLOAD_MESSAGES.expiredText} />;
}

/** The order's files with their download buttons, or the state that stands in for them. */
export function DownloadCenter({ orderId }: { orderId: string }) {
  const query = useQuery(getDownloadQueryOptions(orderId));

  if (query.isPending) return <Spinner label={t('Loading your downloads...')} />;
  if (query.isError) {
    const error = query.error;
    // Refunded (410) and disputed (403) orders say why, with the server's words, instead of "expired".
    if (error instanceof ApiError && error.message === DOWNLOAD_TEXTS.refunded) {
      return <DownloadMessage title={DOWNLOAD_MESSAGES.refundedTitle} text={error.message} />;
    }
    if (error instanceof ApiError && error.message === DOWNLOAD_TEXTS.disputed) {
      return <DownloadMessage title={DOWNLOAD_MESSAGES.pausedTitle} text={error.message} />;
    }
    // A gift's giver, back from paying: the files wait for the recipient's claim (decision 0055).
    if (error instanceof ApiError && error.message === GIFT_TEXTS.notClaimedYet) {
      return <DownloadMessage title={msg('Your gift is on its way')} text={error.message} tone="info" />;
    }
    if (error instanceof ApiError && error.status === 410) return <Expired />;
    if (isNoFilesMessage(error.message)) return <NoFilesYet />;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <DownloadMessage title={DOWNLOAD_MESSAGES.notAvailable} text={error.message} />;
    }
    return (
      <DownloadMessage title={DOWNLOAD_MESSAGES.loadFailed} text={msg('Please check your connection and try again.')}>
        <p>
          <button type="button" className="button button-primary button-small" onClick={() => void query.refetch()}>
            {t('Try Again')}
          </button>
        </p>
      </DownloadMessage>
    );
  }
  if (isDownloadExpired(query.data.expiresAt)) return <Expired />;
  if (query.data.status === 'preparing') return <Preparing />;
  if (query.data.files.length === 0) return <NoFilesYet />;
  return <DownloadFiles orderId={orderId} info={query.data} />;
}

function DownloadFiles({ orderId, info }: { orderId: string; info: DownloadInfo }) {
  const timeZone = useTimeZone();
  const files = useMemo(() => toDownloadFiles(info.files), [info.files]);
  // The licence certificate is one of the order's downloads (Download All brings it too), listed on its own.
  const certificate = useMemo(() => (info.certificate ? certificateFile(info.certificate) : null), [info.certificate]);
  const everyFile = useMemo(() => (certificate ? [certificate, ...files] : files), [certificate, files]);
  const fetchFile = useMemo(() => (file: DownloadFileView) => fetchOrderFile(orderId, file), [orderId]);
  const { zip } = info;
  const openZip = useCallback(async () => {
    if (!zip) throw new Error('No ZIP for this order');
    await openOrderZip(orderId, zip);
  }, [orderId, zip]);
  const actions = useDownloadActions(everyFile, fetchFile, openZip);
  return (
    <DownloadFilesCard
      certificate={certificate}
      planTitle={info.planTitle}
      packageType={info.packageType}
      expiryDate={formatDate(info.expiresAt, timeZone, { dateStyle: 'long', timeStyle: 'short' })}
      files={files}
      actions={actions}
    />
  );
}
