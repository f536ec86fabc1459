import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ScoringView } from '@cbo/contracts';
import { Alert, Button, Empty, Segmented, Spin } from 'antd';
import { lazy, type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '../../../core/i18n';
import { type AttachmentContent, AttachmentLinkGone, fetchAttachment, linkExpired } from './attachment-bytes';
import { attachmentLabel } from './sheet-state';
import { Watermark } from './watermark';

// pdf.js loads with the first PDF shown, not with the page.
const PdfViewer = lazy(async () => ({ default: (await import('./pdf-viewer')).PdfViewer }));

type Attachment = ScoringView['application']['attachments'][number];

type Loaded = { state: 'loading' } | { state: 'failed' } | ({ state: 'ready' } & AttachmentContent);

interface ViewerProps {
  attachments: readonly Attachment[];
  watermark: string;
  /** Fresh links: the signed ones expire after five minutes (docs/scoring.md). */
  onLinksExpired(): Promise<ScoringView | undefined>;
}

function ImageView({ blob, watermark, alt }: { blob: Blob; watermark: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (!url) return null;
  return (
    <div className="cbo-score__page cbo-score__page--image">
      <img src={url} alt={alt} className="cbo-score__image" draggable={false} />
      <Watermark text={watermark} />
    </div>
  );
}

/** One attachment's bytes through its view link; a gone link is renewed once, then it fails. */
function useAttachment(attachment: Attachment | undefined, onLinksExpired: () => Promise<unknown>) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [tick, setTick] = useState(0);
  const renewed = useRef(false);
  const renew = useRef(onLinksExpired);
  renew.current = onLinksExpired;
  const viewUrl = attachment?.viewUrl;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (tick) fetches again.
  useEffect(() => {
    if (!viewUrl) return;
    const abort = new AbortController();
    setLoaded({ state: 'loading' });
    fetchAttachment(viewUrl, abort.signal).then(
      (content) => {
        renewed.current = false;
        setLoaded({ state: 'ready', ...content });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // A gone link: reopen once for new links (the view URL changes, and this runs again).
        if (error instanceof AttachmentLinkGone && !renewed.current) {
          renewed.current = true;
          renew.current().catch(() => setLoaded({ state: 'failed' }));
          return;
        }
        setLoaded({ state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [viewUrl, tick]);
  const retry = () => {
    renewed.current = false;
    setTick((value) => value + 1);
  };
  return { loaded, retry };
}

/**
 * The application's attachments viewed in the page (docs/scoring.md, attachments): one at a time,
 * PDFs through pdf.js and images as images, each under the expert's watermark; a download button
 * only when the task allows it.
 */
export function AttachmentViewer({ attachments, watermark, onLinksExpired }: ViewerProps) {
  const t = useT();
  const [chosen, setChosen] = useState(attachments[0]?.index ?? 0);
  const attachment = attachments.find((item) => item.index === chosen) ?? attachments[0];
  const { loaded, retry } = useAttachment(attachment, onLinksExpired);

  if (!attachment) return <Empty description={t('score.noAttachments')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const label = attachmentLabel(attachment, t);

  // A download link left on the page past its five minutes is renewed first.
  const download = async (event: MouseEvent) => {
    event.preventDefault();
    let url = attachment.downloadUrl;
    if (url && linkExpired(url)) {
      const fresh = await onLinksExpired().catch(() => undefined);
      url = fresh?.application.attachments.find((item) => item.index === attachment.index)?.downloadUrl;
    }
    if (url) window.location.assign(url);
  };

  return (
    <div className="cbo-score__files">
      <div className="cbo-score__files-bar">
        {attachments.length > 1 ? (
          <Segmented
            className="cbo-score__files-pick"
            value={attachment.index}
            onChange={(value) => setChosen(Number(value))}
            options={attachments.map((item) => ({ value: item.index, label: attachmentLabel(item, t) }))}
          />
        ) : (
          <span className="cbo-score__files-name">{label}</span>
        )}
        {attachment.downloadUrl && (
          <Button
            icon={<DownloadOutlined />}
            href={attachment.downloadUrl}
            onClick={(event) => void download(event)}
            aria-label={`${t('score.download')} ${label}`}
          >
            {t('score.download')}
          </Button>
        )}
      </div>
      <div className="cbo-score__viewer">
        {loaded.state === 'loading' && <Spin className="cbo-score__file-spin" description={t('score.fileLoading')} />}
        {loaded.state === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t('score.fileFailed')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
                {t('score.retry')}
              </Button>
            }
          />
        )}
        {loaded.state === 'ready' && loaded.kind === 'pdf' && (
          <Suspense fallback={<Spin className="cbo-score__file-spin" description={t('score.fileLoading')} />}>
            <PdfViewer bytes={loaded.bytes} watermark={watermark} />
          </Suspense>
        )}
        {loaded.state === 'ready' && loaded.kind === 'image' && (
          <ImageView blob={loaded.blob} watermark={watermark} alt={label} />
        )}
        {loaded.state === 'ready' && loaded.kind === 'other' && (
          <Empty description={t('score.fileUnsupported')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </div>
    </div>
  );
}
