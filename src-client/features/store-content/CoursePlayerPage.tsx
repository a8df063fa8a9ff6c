import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Grid, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronLeft, IconChevronRight, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useParams } from 'wouter';
import { formatNumber } from '@shared/wallet/money';
import { STORE_MSG, STORE_LABELS } from '@shared/store/messages';
import type { CourseView, PlayerLesson } from '@shared/store/admin-types';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { useSession } from '../../session/useSession';
import { BackLink } from '../../ui/BackLink';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoader } from '../../ui/PageLoader';
import { ProductNotFound } from '../store/ProductNotFound';
import { formatLessonDuration } from '../store/lesson-duration';
import { isId } from '@shared/ids';

/** The place in a lesson is saved at most this often while it plays (and on pause and at the end). */
const SAVE_EVERY_SECONDS = 10;

/**
 * /user/course/{id} and /coffenet/course/{id}: the course player (issue 12). Lessons with lock or
 * watched marks, an HTML5 video that seeks through Range requests, next and previous; each
 * lesson's place is kept on the server and resumes on another device. A non-buyer sees locks and
 * a buy button; the server refuses their locked videos anyway.
 */
export default function CoursePlayerPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isId(id);
  // Addresses are signed per load: no refetch in the background, or the video would restart.
  const course = trpc.store.content.course.useQuery({ id }, { enabled: valid, retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  if (!valid) return <ProductNotFound />;
  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    return errorCode(course.error) === 'NOT_FOUND' ? (
      <ProductNotFound />
    ) : (
      <ErrorState title={STORE_MSG.courseLoadFailed} message={errorMessage(course.error)} onRetry={() => course.refetch()} />
    );
  }
  return <Player course={course.data} />;
}

function Player({ course }: { course: CourseView }) {
  const { role } = useSession();
  const [lessons, setLessons] = useState(course.lessons);
  const [current, setCurrent] = useState<number | null>(course.resume_order);
  const lesson = lessons.find((l) => l.order === current) ?? null;
  const index = lesson ? lessons.indexOf(lesson) : -1;
  const playable = (l: PlayerLesson | undefined) => Boolean(l && l.unlocked && l.video_url);
  const prev = lessons.slice(0, Math.max(index, 0)).reverse().find(playable);
  const next = lessons.slice(index + 1).find(playable);
  const myProducts = role === 'coffenet' ? '/coffenet/courses' : '/user/courses';

  const update = (order: number, patch: Partial<PlayerLesson>) => setLessons((all) => all.map((l) => (l.order === order ? { ...l, ...patch } : l)));

  return (
    <Stack gap="md">
      <BackLink href={myProducts}>محصولات من</BackLink>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">{course.name}</Title>
          {course.instructor_name && <Text c="dimmed">مدرس: {course.instructor_name}</Text>}
        </Stack>
        {!course.owned && (
          <Button component={Link} href={`/product/${course.id}`} color="teal">
            خرید دوره
          </Button>
        )}
      </Group>
      {!course.owned && (
        <Alert color="orange" variant="light">
          این دوره را نخریده‌اید: فقط جلسه‌های پیش‌نمایش پخش می‌شوند.
        </Alert>
      )}
      {lessons.length === 0 ? (
        <Card withBorder>
          <Text c="dimmed" ta="center" py="lg">
            هنوز جلسه‌ای برای این دوره منتشر نشده است.
          </Text>
        </Card>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm">
              {lesson && lesson.video_url ? (
                <LessonVideo key={lesson.order} courseId={course.id} lesson={lesson} onProgress={(p) => update(lesson.order, p)} onEnded={() => next && setCurrent(next.order)} />
              ) : (
                <Card withBorder h={240}>
                  <Stack align="center" justify="center" h="100%">
                    <IconLock size={32} />
                    <Text c="dimmed">{!lesson ? 'جلسه‌ای برای پخش انتخاب کنید' : lesson.unlocked ? 'ویدیوی این جلسه هنوز بارگذاری نشده است' : 'این جلسه قفل است؛ برای دیدن آن دوره را بخرید'}</Text>
                  </Stack>
                </Card>
              )}
              {lesson && (
                // Polite: a lesson picked from the list or with next/previous is read out once
                // it shows, while focus stays on the control that picked it.
                <Stack gap={4} aria-live="polite" data-testid="current-lesson">
                  <Title order={2} size="h4">
                    جلسه {formatNumber(lesson.order)}: {lesson.title}
                  </Title>
                  {lesson.description && <Text c="dimmed">{lesson.description}</Text>}
                </Stack>
              )}
              <Group justify="space-between">
                <Button variant="default" leftSection={<IconChevronRight size={16} />} disabled={!prev} onClick={() => prev && setCurrent(prev.order)}>
                  جلسه قبلی
                </Button>
                <Button variant="default" rightSection={<IconChevronLeft size={16} />} disabled={!next} onClick={() => next && setCurrent(next.order)}>
                  جلسه بعدی
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={STORE_LABELS.courseLessons}>
              {lessons.map((l) => (
                <li key={l.order}>
                  <LessonRow lesson={l} active={l.order === current} onPick={() => setCurrent(l.order)} />
                </li>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

function LessonRow({ lesson: l, active, onPick }: { lesson: PlayerLesson; active: boolean; onPick: () => void }) {
  return (
    <UnstyledButton onClick={onPick} disabled={!l.unlocked} w="100%" aria-current={active ? 'true' : undefined} data-testid="player-lesson">
      <Card withBorder padding="xs" radius="sm" bg={active ? 'teal.0' : undefined} style={{ opacity: l.unlocked ? 1 : 0.7 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" color="gray" circle>
              {formatNumber(l.order)}
            </Badge>
            <Text size="sm" fw={active ? 700 : 500} lineClamp={1}>
              {l.title}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {l.duration > 0 && (
              <Text size="xs" c="dimmed">
                {formatLessonDuration(l.duration)}
              </Text>
            )}
            {l.is_preview && (
              <Badge size="xs" color="teal" variant="light">
                پیش‌نمایش
              </Badge>
            )}
            {!l.unlocked ? (
              <IconLock size={16} aria-label={STORE_LABELS.locked} />
            ) : l.watched ? (
              <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label={STORE_LABELS.watched} />
            ) : (
              <IconPlayerPlay size={16} aria-hidden />
            )}
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function LessonVideo({ courseId, lesson, onProgress, onEnded }: { courseId: string; lesson: PlayerLesson; onProgress: (p: { position: number; watched?: boolean }) => void; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(lesson.position);
  const save = trpc.store.content.saveProgress.useMutation();
  const [failed, setFailed] = useState(false);
  // The address is fixed for this lesson's life on screen.
  const src = useMemo(() => lesson.video_url!, [lesson.order]); // eslint-disable-line react-hooks/exhaustive-deps

  const persist = (watched?: boolean) => {
    const video = ref.current;
    if (!video) return;
    const position = Math.floor(video.currentTime * 10) / 10;
    lastSaved.current = position;
    onProgress({ position, ...(watched ? { watched: true } : {}) });
    save.mutate({ product_id: courseId, order: lesson.order, position, watched });
  };

  useEffect(() => () => void (ref.current && ref.current.currentTime > 0 && persist()), []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Stack gap={4}>
      <video
        ref={ref}
        src={src}
        controls
        preload="metadata"
        playsInline
        data-testid="lesson-video"
        aria-label={STORE_LABELS.lessonVideo(formatNumber(lesson.order), lesson.title)}
        style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 8 }}
        onLoadedMetadata={(e) => {
          const video = e.currentTarget;
          // Resume where the viewer left off, unless that was the very end.
          if (lesson.position > 0 && (!Number.isFinite(video.duration) || lesson.position < video.duration - 3)) video.currentTime = lesson.position;
        }}
        onTimeUpdate={(e) => {
          if (Math.abs(e.currentTarget.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) persist();
        }}
        onPause={() => persist()}
        onEnded={() => {
          persist(true);
          onEnded();
        }}
        onError={() => setFailed(true)}
      />
      {failed && (
        <Text size="sm" c="red">
          پخش ویدیو ممکن نشد؛ صفحه را دوباره باز کنید.
        </Text>
      )}
    </Stack>
  );
}
