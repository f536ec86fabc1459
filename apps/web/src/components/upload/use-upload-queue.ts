import { App, Upload } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { useCallback, useRef, useState } from 'react';
import { isRequestError } from '../../core/http/http-client';
import { useT } from '../../core/i18n';
import { type UploadAnswer, uploadFile } from './upload-api';
import { checkCount, checkFile, type UploadRules } from './upload-rules';

/**
 * Sends files one call each and reports the stored paths only when every pending upload has
 * finished (docs/web-client.md section 4), so the list never shows half a batch. A refused file (an answer
 * other than 200, or a failed call) is dropped with its message; the others are kept, in the order
 * the user chose them (not the order the answers came back).
 */
export function useUploadQueue(onSettled: (stored: UploadAnswer[]) => void, kind: 'file' | 'image') {
  const failedKey = kind === 'file' ? 'upload.fileFailed' : 'upload.imageFailed';
  const t = useT();
  const { message } = App.useApp();
  const [pending, setPending] = useState(0);
  const batch = useRef<Array<{ order: number; answer: UploadAnswer }>>([]);
  const count = useRef(0);
  const sent = useRef(0);

  const send = useCallback(
    async (file: File) => {
      count.current += 1;
      sent.current += 1;
      const order = sent.current;
      setPending(count.current);
      try {
        const answer = await uploadFile(file);
        batch.current.push({ order, answer });
      } catch (error) {
        // A refusal with an envelope code was already shown by the request client with the
        // server's message; a call that never got an answer also gets the spec's upload text.
        if (!isRequestError(error) || typeof error.code !== 'number') message.error(t(failedKey));
      } finally {
        count.current -= 1;
        setPending(count.current);
        if (count.current === 0) {
          const stored = batch.current.splice(0).sort((a, b) => a.order - b.order);
          if (stored.length > 0) onSettled(stored.map((item) => item.answer));
        }
      }
    },
    [onSettled, message, failedKey, t],
  );

  /** antd's beforeUpload: the count rule once per batch (on its first file), then type and size. */
  const accept = useCallback(
    (current: number, rules: UploadRules) => (file: RcFile, batch: RcFile[]) => {
      const tooMany = checkCount(current, batch.length, rules);
      if (tooMany) {
        if (file === batch[0]) message.error(t(tooMany.key, tooMany.params));
        return Upload.LIST_IGNORE;
      }
      const broken = checkFile(file, rules, kind);
      if (broken) {
        message.error(t(broken.key, broken.params));
        return Upload.LIST_IGNORE;
      }
      return true;
    },
    [message, t, kind],
  );

  return { send, accept, uploading: pending > 0 };
}
