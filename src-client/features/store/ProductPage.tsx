import { Anchor, Badge, Breadcrumbs, Card, Group, Image, SimpleGrid, Stack, Table, Text, Title, useMatches } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { formatFileSize } from '@shared/orders/files';
import { formatNumber } from '@shared/wallet/money';
import { DIFFICULTY_LABELS, PRODUCT_LANGUAGE_LABELS, STORE_CATEGORY_LABELS, STORE_LIMITS, type ProductDetail } from '@shared/store/products';
import { STORE_MSG, STORE_LABELS } from '@shared/store/messages';
import { trpc } from '../../trpc';
import { errorCode, errorMessage } from '../../errors';
import { PageLoader } from '../../ui/PageLoader';
import { RatingLine } from '../catalogue/RatingLine';
import { Toman } from '../../ui/Toman';
import { CourseSyllabus } from './CourseSyllabus';
import { FeaturedBadge, ProductTypeBadge } from './ProductBadges';
import { PRODUCT_GRID_COLS, ProductCardView } from './ProductCardView';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductNotFound } from './ProductNotFound';
import { ProductVisual } from './ProductVisual';
import { isId } from '@shared/ids';


/** Spec 3 "Product detail" (/product/{id}). */
export default function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isId(id);
  const product = trpc.store.product.useQuery({ id }, { enabled: valid, retry: false });

  if (!valid) return <ProductNotFound />;
  if (product.isPending) return <PageLoader />;
  if (product.isError) {
    // A missing product is the not-found screen; a failed call says so and offers a retry.
    return errorCode(product.error) === 'NOT_FOUND' || errorCode(product.error) === 'BAD_REQUEST' ? (
      <ProductNotFound />
    ) : (
      <ProductNotFound message={errorMessage(product.error, STORE_MSG.productsLoadFailed)} onRetry={() => product.refetch()} />
    );
  }
  return <ProductView product={product.data} />;
}

function ProductView({ product: p }: { product: ProductDetail }) {
  const course = p.course_content;
  return (
    <Stack gap="lg">
      <Breadcrumbs separator="‹" separatorMargin={6}>
        <Anchor component={Link} href="/" size="sm">
          خانه
        </Anchor>
        <Anchor component={Link} href="/store" size="sm">
          فروشگاه
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {p.name}
        </Text>
      </Breadcrumbs>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <ProductMedia product={p} />
        <Stack gap="sm">
          <Group gap={6}>
            <ProductTypeBadge type={p.product_type} />
            {p.is_featured && <FeaturedBadge />}
            <Badge variant="outline" color="gray" size="sm">
              {STORE_CATEGORY_LABELS[p.category]}
            </Badge>
          </Group>
          <Title order={1} size="h2">
            {p.name}
          </Title>
          {p.instructor_name && (
            <Text c="dimmed">
              مدرس: <Text span c="dark" fw={600}>{p.instructor_name}</Text>
            </Text>
          )}
          <RatingLine average={p.rating} count={p.review_count} emptyText="بدون نظر" />
          <Text fz={26} fw={800} c="teal" data-testid="product-detail-price">
            <Toman rials={p.price} />
          </Text>
          {course && (
            <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="course-info">
              <SimpleGrid cols={2} spacing="xs">
                <Fact label="تعداد جلسات" value={formatNumber(course.lessons.length)} />
                <Fact label="سطح" value={course.difficulty_level ? DIFFICULTY_LABELS[course.difficulty_level] : 'همه سطوح'} />
                <Fact label="زبان" value={PRODUCT_LANGUAGE_LABELS[p.language]} />
                <Fact label="گواهی پایان دوره" value={course.certificate_available ? 'دارد' : 'ندارد'} />
              </SimpleGrid>
            </Card>
          )}
          <ProductBuyBox product={p} />
          {p.tags.length > 0 && (
            <Group gap={6} role="group" aria-label={STORE_LABELS.tags}>
              {p.tags.map((tag) => (
                <Badge key={tag} variant="dot" color="gray" size="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </SimpleGrid>

      {course && <CourseSyllabus content={course} purchased={p.purchased} />}

      {p.description && (
        <Section title="توضیحات">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Text>
        </Section>
      )}
      {p.instructor_bio && (
        <Section title="درباره مدرس">
          <Text style={{ whiteSpace: 'pre-wrap' }}>{p.instructor_bio}</Text>
        </Section>
      )}
      <Specifications product={p} />
      {p.related.length > 0 && (
        <section aria-labelledby="related-title">
          <Title order={2} size="h3" id="related-title" mb="sm">
            محصولات مرتبط
          </Title>
          <SimpleGrid cols={PRODUCT_GRID_COLS}>
            {p.related.slice(0, STORE_LIMITS.related).map((r) => (
              <ProductCardView key={r.id} product={r} loginRedirect={`/product/${r.id}`} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}

/** Preview video for a course, else the main image (with a thumbnail strip), else the type's emoji. */
function ProductMedia({ product: p }: { product: ProductDetail }) {
  const gallery = [...new Set([p.image, ...p.images].filter((src): src is string => Boolean(src)))];
  const [shown, setShown] = useState(0);
  const height = useMatches({ base: 200, sm: 300 });
  if (p.product_type === 'video_course' && p.video_preview_url) {
    return <video src={p.video_preview_url} controls preload="metadata" style={{ width: '100%', borderRadius: 8, background: '#000' }} aria-label={STORE_LABELS.trailer(p.name)} />;
  }
  return (
    <Stack gap="xs">
      <ProductVisual image={gallery[shown] ?? null} type={p.product_type} name={p.name} height={height} iconSize={height / 2.7} />
      {gallery.length > 1 && (
        <Group gap="xs">
          {gallery.map((src, i) => (
            <Anchor key={src} component="button" type="button" onClick={() => setShown(i)} aria-label={STORE_LABELS.picture(formatNumber(i + 1))} style={{ border: i === shown ? '2px solid var(--mantine-color-teal-6)' : '2px solid transparent', borderRadius: 6, padding: 0 }}>
              <Image src={src} w={56} h={56} fit="cover" radius="sm" alt="" />
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The admin's key-value specifications, plus what the buyer should know about files. */
function Specifications({ product: p }: { product: ProductDetail }) {
  const rows = Object.entries(p.specifications);
  if (p.files_count > 0) rows.push(['تعداد فایل‌ها', formatNumber(p.files_count)]);
  if (p.files_info.length > 0) rows.push(['حجم کل', formatFileSize(p.files_info.reduce((sum, f) => sum + f.size, 0))]);
  if (!p.course_content) rows.push(['زبان', PRODUCT_LANGUAGE_LABELS[p.language]]);
  if (rows.length === 0) return null;
  return (
    <Section title="مشخصات">
      <Table withRowBorders striped verticalSpacing={6} data-testid="product-specs">
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th w="40%">{key}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
