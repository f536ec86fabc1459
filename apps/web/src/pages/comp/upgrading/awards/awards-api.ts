import {
  downloadCertificate,
  downloadCertificateZip,
  type EndpointBodyInput,
  previewCertificate,
} from '@cbo/contracts';
import { downloadZip, getDownload } from '../../../../core/download';
import { refusedAsJson } from '../../../../core/download/download-feedback';
import { boundRoute, callRoute } from '../../../../core/http/api';

export type TemplateValues = EndpointBodyInput<typeof previewCertificate>;

/** One certificate's PDF, saved as `<code>.pdf` unless the server names it. */
export function saveCertificatePdf(certificateId: number, code: string): Promise<boolean> {
  return getDownload(boundRoute(downloadCertificate, { certificateId }), {
    fallbackName: `${code}.pdf`,
    type: 'application/pdf',
  });
}

/** A finished run's certificates as one zip. */
export function saveRunZip(runId: number): Promise<boolean> {
  return downloadZip(boundRoute(downloadCertificateZip, { runId }), `certificates-${runId}.zip`);
}

/**
 * A sample certificate drawn with the template as edited: the PDF as a blob (nothing stored), or
 * null when the server refused (its message already shown).
 */
export async function fetchPreview(competitionId: number, body: TemplateValues): Promise<Blob | null> {
  const blob = await callRoute<Blob>(previewCertificate, {
    params: { competitionId },
    body,
    change: false,
    repeatSubmit: false,
    config: { responseType: 'blob' },
  });
  if (await refusedAsJson(blob)) return null;
  return new Blob([blob], { type: 'application/pdf' });
}
