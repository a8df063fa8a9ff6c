import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '@shared/wallet/money';
import { UPLOAD_STEP_LABELS, type Upload } from '../../ui/upload';
import { LABELS } from '@shared/labels';

/** The percent of real bytes sent, the step, and a cancel button while it runs. */
export function UploadProgress({ upload }: { upload: Upload }) {
  if (upload.step === 'idle') return null;
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {UPLOAD_STEP_LABELS[upload.step]}
          {upload.step === 'sending' && ` — ${formatNumber(upload.percent)}٪`}
        </Text>
        {upload.busy && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={upload.cancel}>
            لغو بارگذاری
          </Button>
        )}
      </Group>
      <Progress value={upload.percent} animated={upload.busy} color={upload.step === 'failed' || upload.step === 'cancelled' ? 'red' : 'teal'} aria-label={LABELS.uploadProgress} />
    </Stack>
  );
}
