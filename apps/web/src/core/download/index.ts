export { type BlobEnvelope, envelopeMessage, isJsonBlob, readBlobEnvelope } from './blob-envelope';
export { type DownloadHooks, type DownloadParams, download } from './download';
export { downloadByName, downloadResource, downloadZip, type GetDownloadOptions, getDownload } from './get-download';
export { saveBlob } from './save-blob';
