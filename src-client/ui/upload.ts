import { useCallback, useRef, useState } from 'react';
import { MSG } from '@shared/messages';
import { getToken } from '../session/storage';
import { SHELL_MSG } from '@shared/shell-messages';

/*
 * Files travel only through the REST shim (tRPC speaks JSON): XMLHttpRequest, because it reports
 * the real bytes sent (fetch does not) and can be aborted. Store media and chat files use it.
 */

export type UploadStep = 'idle' | 'sending' | 'saving' | 'done' | 'failed' | 'cancelled';

export const UPLOAD_STEP_LABELS: Record<UploadStep, string> = {
  idle: '',
  sending: 'در حال ارسال فایل‌ها',
  saving: 'در حال ذخیره در سرور',
  done: 'انجام شد',
  failed: 'ناموفق',
  cancelled: MSG.uploadCancelled,
};

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** One upload with its progress (percent of bytes sent), step and a cancel. */
export function useUpload() {
  const [percent, setPercent] = useState(0);
  const [step, setStep] = useState<UploadStep>('idle');
  const xhrRef = useRef<XMLHttpRequest | null>(null);

  const send = useCallback((method: 'POST' | 'PATCH', url: string, body: FormData): Promise<Json> => {
    setPercent(0);
    setStep('sending');
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      xhr.open(method, url);
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) setPercent(Math.floor((e.loaded / e.total) * 100));
      };
      xhr.upload.onload = () => {
        setPercent(100);
        setStep('saving');
      };
      xhr.onload = () => {
        xhrRef.current = null;
        const answer = xhr.response as Json;
        if (xhr.status >= 200 && xhr.status < 300) {
          setStep('done');
          resolve(answer);
        } else {
          setStep('failed');
          reject(new UploadError(typeof answer?.detail === 'string' ? answer.detail : SHELL_MSG.serverNoDetail, xhr.status));
        }
      };
      xhr.onerror = () => {
        xhrRef.current = null;
        setStep('failed');
        reject(new UploadError(SHELL_MSG.networkError, 0));
      };
      xhr.onabort = () => {
        xhrRef.current = null;
        setStep('cancelled');
        reject(new UploadError(MSG.uploadCancelled, 0));
      };
      xhr.send(body);
    });
  }, []);

  const cancel = useCallback(() => xhrRef.current?.abort(), []);
  const reset = useCallback(() => {
    setStep('idle');
    setPercent(0);
  }, []);
  const busy = step === 'sending' || step === 'saving';
  return { send, cancel, reset, percent, step, busy };
}
export type Upload = ReturnType<typeof useUpload>;
