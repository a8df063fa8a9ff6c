import { useState } from 'react';
import { Button, Checkbox, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import toast from 'react-hot-toast';
import { ORDER_FILE_ACCEPT } from '@shared/orders/files';
import { ORDER_MSG } from '@shared/orders/messages';
import { checkOrderFile, uploadOrderFile, type UploadedFile } from './order-files';

interface Props {
  orderId: string;
  uploadedBy: 'user' | 'coffenet';
  /** Offer the "final file" checkbox (the cafe, while working or after). */
  allowFinal?: boolean;
  /** Always upload as the final file (the completion form). */
  forceFinal?: boolean;
  submitLabel?: string;
  onUploaded?: (file: UploadedFile, meta: { caption: string; isFinal: boolean }) => void | Promise<void>;
}

/** Choose a file (10 MB, the spec's types), an optional caption and final flag, then upload. */
export function FileUploadForm({ orderId, uploadedBy, allowFinal, forceFinal, submitLabel = 'آپلود فایل', onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [isFinal, setIsFinal] = useState(Boolean(forceFinal));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (picked: File | null) => {
    setFile(picked);
    setError(picked ? checkOrderFile(picked) : null);
  };

  const submit = async () => {
    const problem = checkOrderFile(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const final = Boolean(forceFinal || isFinal);
      const uploaded = await uploadOrderFile(orderId, file, { isFinal: final, caption, uploadedBy });
      toast.success(ORDER_MSG.uploadSuccess);
      await onUploaded?.(uploaded, { caption, isFinal: final });
      setFile(null);
      setCaption('');
      setError(null);
    } catch (e) {
      toast.error(ORDER_MSG.uploadFailed + (e instanceof Error ? e.message : ''));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <FileInput
        label="فایل"
        placeholder="انتخاب فایل (حداکثر ۱۰ مگابایت)"
        value={file}
        onChange={choose}
        accept={ORDER_FILE_ACCEPT}
        clearable
        error={error}
        name="order-file"
      />
      <TextInput label="توضیح فایل (اختیاری)" value={caption} onChange={(e) => setCaption(e.currentTarget.value)} maxLength={500} />
      <Group justify="space-between">
        {allowFinal && !forceFinal ? (
          <Checkbox label="فایل نهایی" checked={isFinal} onChange={(e) => setIsFinal(e.currentTarget.checked)} />
        ) : (
          <span />
        )}
        <Button leftSection={<IconUpload size={16} />} onClick={submit} loading={busy} variant="light">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
