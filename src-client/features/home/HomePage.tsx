import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconLanguage, IconPrinter, IconScan, IconPalette, IconWorld } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useSession } from '../../session/useSession';
import { AboutBlurb } from './AboutBlurb';
import { ActiveOrdersStrip } from './ActiveOrdersStrip';
import { PopularCafesSection } from './PopularCafesSection';
import { CafeProfilesSection } from './CafeProfilesSection';
import { StorePreviewSection } from '../store/StorePreviewSection';

const SERVICE_KINDS = [
  { icon: IconFileText, title: 'تایپ', text: 'تایپ متن، پایان‌نامه و مقاله' },
  { icon: IconLanguage, title: 'ترجمه', text: 'ترجمه متون عمومی و تخصصی' },
  { icon: IconPrinter, title: 'چاپ و کپی', text: 'چاپ سیاه‌وسفید و رنگی' },
  { icon: IconScan, title: 'اسکن', text: 'اسکن مدارک و تصاویر' },
  { icon: IconPalette, title: 'طراحی', text: 'طراحی کارت ویزیت، بنر و لوگو' },
  { icon: IconWorld, title: 'ثبت‌نام و اینترنت', text: 'ثبت‌نام‌های اینترنتی و خدمات آنلاین' },
];

export default function HomePage() {
  return (
    <Stack gap={48} py="md">
      <Hero />
      <ActiveOrdersStrip />
      <section aria-labelledby="kinds-title">
        <Title order={2} id="kinds-title" mb="md">
          خدمات کافی‌نت، بدون رفت‌وآمد
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {SERVICE_KINDS.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <PopularCafesSection />
      <CafeProfilesSection />
      <StorePreviewSection />
      <AboutBlurb />
    </Stack>
  );
}

/** Spec 1 §2.7: the order button goes to /order/create with a token, otherwise to /login. */
function Hero() {
  const { token } = useSession();
  return (
    <Card radius="lg" padding="xl" bg="teal.0">
      <Stack gap="md" maw={640}>
        <Title order={1}>سفارش آنلاین خدمات کافی‌نت</Title>
        <Text size="lg">
          تایپ، ترجمه، چاپ، اسکن و طراحی را از کافی‌نت‌های معتبر سفارش دهید، درباره سفارش گفتگو کنید، فایل‌ها را
          تحویل بگیرید و آنلاین یا از کیف پول پرداخت کنید.
        </Text>
        <Group>
          {/* Signed out: sign in, then on to the wizard (as the wizard's own guard sends one). */}
          <Button size="md" component={Link} href={token ? '/order/create' : `/login?redirect=${encodeURIComponent('/order/create')}`}>
            ثبت سفارش
          </Button>
          {!token && (
            <Button size="md" variant="default" component={Link} href="/login">
              ورود
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
