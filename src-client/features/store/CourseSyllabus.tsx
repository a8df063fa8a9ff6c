import { useState } from 'react';
import { Alert, Badge, Button, Card, Collapse, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { formatNumber } from '@shared/wallet/money';
import type { ProductDetail } from '@shared/store/products';
import { formatLessonDuration } from './lesson-duration';
import { STORE_LABELS } from '@shared/store/messages';

type CourseContent = NonNullable<ProductDetail['course_content']>;

/**
 * Spec 3 "Product detail" for video courses: a toggle shows the syllabus (prerequisites,
 * objectives, lessons with a preview or lock badge) and, before buying, a warning to buy first.
 */
export function CourseSyllabus({ content, purchased }: { content: CourseContent; purchased: boolean }) {
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState<{ title: string; url: string } | null>(null);
  const lessons = [...content.lessons].sort((a, b) => a.order - b.order);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between">
        <Title order={2} size="h4">سرفصل‌های دوره</Title>
        <Button
          variant="subtle"
          onClick={() => setOpen((o) => !o)}
          rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          aria-expanded={open}
        >
          {open ? 'بستن سرفصل‌ها' : 'نمایش سرفصل‌ها'}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Stack gap="md" mt="md" data-testid="course-syllabus">
          {!purchased && (
            <Alert color="orange" variant="light">
              برای دیدن همه جلسات ابتدا دوره را خریداری کنید؛ جلسه‌های پیش‌نمایش رایگان در دسترس‌اند.
            </Alert>
          )}
          {content.prerequisites.length > 0 && (
            <Stack gap={4}>
              <Text fw={700}>پیش‌نیازها</Text>
              <List size="sm" spacing={2}>
                {content.prerequisites.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {content.learning_objectives.length > 0 && (
            <Stack gap={4}>
              <Text fw={700}>آنچه می‌آموزید</Text>
              <List size="sm" spacing={2}>
                {content.learning_objectives.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Stack gap="xs">
            <Text fw={700}>جلسات ({formatNumber(lessons.length)})</Text>
            {lessons.length === 0 && (
              <Text size="sm" c="dimmed">
                هنوز جلسه‌ای برای این دوره منتشر نشده است.
              </Text>
            )}
            {lessons.map((lesson) => (
              <Card key={lesson.order} withBorder radius="sm" padding="sm" data-testid="lesson-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                    <Badge variant="light" color="gray" circle size="lg">
                      {formatNumber(lesson.order)}
                    </Badge>
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600}>{lesson.title}</Text>
                      {lesson.description && (
                        <Text size="sm" c="dimmed">
                          {lesson.description}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                  <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                    {lesson.is_preview ? (
                      <Badge color="teal" variant="light" leftSection={<IconPlayerPlay size={12} />}>
                        پیش‌نمایش
                      </Badge>
                    ) : lesson.unlocked ? (
                      <Badge color="blue" variant="light">
                        در دسترس
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" leftSection={<IconLock size={12} />}>
                        قفل
                      </Badge>
                    )}
                    {lesson.duration > 0 && (
                      <Text size="xs" c="dimmed">
                        {formatLessonDuration(lesson.duration)}
                      </Text>
                    )}
                    {lesson.video_url && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        color="teal"
                        // Each preview lesson has this button: its name says which lesson it plays.
                        aria-label={STORE_LABELS.playPreview(lesson.title)}
                        onClick={() => setPlaying({ title: lesson.title, url: lesson.video_url! })}
                      >
                        پخش پیش‌نمایش
                      </Button>
                    )}
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        </Stack>
      </Collapse>
      <Modal opened={playing !== null} onClose={() => setPlaying(null)} title={playing?.title} size="lg" centered>
        {playing && (
          <video
            src={playing.url}
            controls
            autoPlay
            playsInline
            aria-label={STORE_LABELS.previewVideo(playing.title)}
            data-testid="preview-lesson-video"
            style={{ width: '100%', background: '#000', borderRadius: 8 }} />
        )}
      </Modal>
    </Card>
  );
}
