import { useState } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { toast } from 'react-hot-toast';
import { formatNumber } from '@shared/wallet/money';
import { acceptAttribute } from '@shared/store/media';
import { STORE_ADMIN_MSG as M, STORE_ADMIN_LABELS } from '@shared/store/admin-messages';
import { trpc } from '../../trpc';
import { errorMessage } from '../../errors';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { formatLessonDuration } from '../store/lesson-duration';
import { ProductPicker } from './ProductPicker';
import { PersianNumberInput } from '../../ui/PersianNumberInput';
import { DeleteRowButton } from './DeleteRowButton';
import { DataTable } from '../../ui/DataTable';
import { UploadProgress } from './UploadProgress';
import { useUpload } from '../../ui/upload';
import { useFilesDraftState } from '../../forms/use-files-draft';
import { DraftFilesLostHint } from '../../forms/DraftFilesLostHint';

/** Reads a video file's length in the browser (whole seconds), or 0 when it cannot. */
export function videoDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    let settled = false;
    const done = (seconds: number) => {
      if (settled) return;
      settled = true;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0);
    };
    const check = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) return done(video.duration);
      const seekable = video.seekable.length > 0 ? video.seekable.end(video.seekable.length - 1) : 0;
      if (video.readyState >= 1 && Number.isFinite(seekable) && seekable > 0 && video.currentTime > 0) done(seekable);
    };
    video.onloadedmetadata = () => {
      if (Number.isFinite(video.duration)) return done(video.duration);
      // Recorded WebM has no length in its header: seeking far makes the browser find the end.
      video.currentTime = Number.MAX_SAFE_INTEGER;
    };
    video.ondurationchange = check;
    video.onseeked = check;
    video.ontimeupdate = check;
    video.onerror = () => done(0);
    setTimeout(() => done(video.duration), 8000);
    video.src = url;
  });
}

/** Spec 3 "course lesson manager": pick a course, its lessons in order, add one with a video, delete with confirm. */
export function LessonManager() {
  const [courseId, setCourseId] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" component="section" aria-label={STORE_ADMIN_LABELS.lessonManager}>
      <Stack gap="sm">
        <Title order={2} size="h4">مدیریت جلسات دوره</Title>
        <ProductPicker family="course" label="دوره" value={courseId} onChange={setCourseId} />
        {courseId ? <CourseLessons courseId={courseId} /> : <Text c="dimmed">{M.lessonCourseRequired}</Text>}
      </Stack>
    </Card>
  );
}

function CourseLessons({ courseId }: { courseId: string }) {
  const lessons = trpc.store.admin.lessons.useQuery({ id: courseId });
  const utils = trpc.useUtils();
  const remove = trpc.store.admin.deleteLesson.useMutation({
    onSuccess: () => {
      toast.success(M.lessonDeleted);
      void utils.store.admin.lessons.invalidate({ id: courseId });
      void utils.admin.auditPage.invalidate({ area: 'store' });
    },
    onError: (e) => toast.error(`${M.deleteLessonFailed}: ${errorMessage(e)}`),
  });
  const nextOrder = (lessons.data ?? []).reduce((top, l) => Math.max(top, l.order), 0) + 1;
  return (
    <Stack gap="sm">
      {lessons.isPending ? (
        <PageLoader />
      ) : lessons.isError ? (
        <ErrorState message={errorMessage(lessons.error)} onRetry={() => lessons.refetch()} />
      ) : lessons.data.length === 0 ? (
        <EmptyState message="این دوره هنوز جلسه‌ای ندارد." />
      ) : (
        <DataTable
          rows={lessons.data.map((l) => ({ ...l, id: String(l.order) }))}
          label="جلسات دوره"
          minWidth={560}
          rowTestId="admin-lesson"
          columns={[
            { header: 'ترتیب', cell: (l) => formatNumber(l.order) },
            {
              header: 'عنوان',
              phone: 'title',
              cell: (l) => (
                <>
                  <Text size="sm" fw={600}>
                    {l.title}
                  </Text>
                  {l.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {l.description}
                    </Text>
                  )}
                </>
              ),
            },
            { header: 'مدت', cell: (l) => (l.duration > 0 ? formatLessonDuration(l.duration) : '—') },
            { header: 'پیش‌نمایش', cell: (l) => (l.is_preview ? <Badge color="teal">بله</Badge> : <Badge color="gray">خیر</Badge>) },
            { header: 'ویدیو', cell: (l) => (l.has_video ? <Badge color="blue">دارد</Badge> : <Badge color="red">ندارد</Badge>) },
            { header: 'عملیات', phone: 'actions', cell: (l) => <DeleteRowButton busy={remove.isPending && remove.variables?.order === l.order} onConfirm={() => remove.mutate({ product_id: courseId, order: l.order })} /> },
          ]}
        />
      )}
      {/* Each course has its own lesson form and draft: a video chosen for one course does not move to the next. */}
      <AddLessonForm key={courseId} courseId={courseId} nextOrder={nextOrder} />
    </Stack>
  );
}

const EMPTY_LESSON: { title: string; description: string; order: number | string; is_preview: boolean } = { title: '', description: '', order: '', is_preview: false };

function AddLessonForm({ courseId, nextOrder }: { courseId: string; nextOrder: number }) {
  const [video, setVideo] = useState<File | null>(null);
  // What was typed is the account's draft for this course (forms/use-files-draft.ts); of the video only that there was one.
  const { values, setValues, filesLost, clear: clearDraft } = useFilesDraftState(`lesson_new:${courseId}`, EMPTY_LESSON, Boolean(video));
  const { title, description, order, is_preview: isPreview } = values;
  const set = (part: Partial<typeof EMPTY_LESSON>) => setValues((v) => ({ ...v, ...part }));
  const [duration, setDuration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUpload();
  const utils = trpc.useUtils();

  const pick = async (file: File | null) => {
    setVideo(file);
    setDuration(file ? await videoDuration(file) : 0);
  };

  const submit = async () => {
    setFailure(null);
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = M.lessonTitleRequired;
    if (!video) found.video = M.lessonVideoRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !video) return;
    const body = new FormData();
    body.append('title', title);
    body.append('description', description);
    body.append('order', String(order === '' ? nextOrder : order));
    body.append('is_preview', String(isPreview));
    body.append('duration', String(duration));
    body.append('video_file', video);
    try {
      await upload.send('POST', `/api/store/products/${courseId}/lessons`, body);
      toast.success(M.lessonAdded);
      clearDraft();
      setValues(EMPTY_LESSON);
      setVideo(null);
      setDuration(0);
      void utils.store.admin.lessons.invalidate({ id: courseId });
      void utils.admin.auditPage.invalidate({ area: 'store' });
    } catch (error) {
      setFailure(`${M.addLessonFailed}: ${(error as Error).message}`);
    }
  };

  return (
    <Card withBorder radius="sm" bg="gray.0" role="group" aria-label={STORE_ADMIN_LABELS.addLesson}>
      <Stack gap="sm">
        <Text fw={700}>افزودن جلسه</Text>
        <Group grow align="flex-start">
          <TextInput label="عنوان جلسه" required value={title} onChange={(e) => set({ title: e.currentTarget.value })} error={errors.title} />
          <PersianNumberInput label="ترتیب" description={`پیش‌فرض: ${formatNumber(nextOrder)}`} thousandSeparator={false} value={order} onChange={(o) => set({ order: o })} placeholder={formatNumber(nextOrder)} />
        </Group>
        <Textarea label="توضیحات جلسه" autosize minRows={2} value={description} onChange={(e) => set({ description: e.currentTarget.value })} />
        <FileInput
          label="ویدیوی جلسه"
          description={video ? `مدت: ${duration > 0 ? formatLessonDuration(duration) : 'نامشخص'}` : 'mp4، m4v یا webm تا ۵۰۰ مگابایت'}
          required
          accept={acceptAttribute('video')}
          value={video}
          onChange={pick}
          error={errors.video}
          clearable
        />
        {filesLost && <DraftFilesLostHint />}
        <Switch label="جلسه پیش‌نمایش (رایگان برای همه)" checked={isPreview} onChange={(e) => set({ is_preview: e.currentTarget.checked })} />
        <UploadProgress upload={upload} />
        {failure && <Alert color="red">{failure}</Alert>}
        <Button onClick={submit} loading={upload.busy} w="fit-content">
          افزودن جلسه
        </Button>
      </Stack>
    </Card>
  );
}
