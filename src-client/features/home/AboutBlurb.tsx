import { Stack, Text, Title } from '@mantine/core';

export function AboutBlurb() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="about-title">
      <Title order={2} id="about-title">
        درباره کافی‌نت‌یار
      </Title>
      <Text>
        کافی‌نت‌یار بازاری آنلاین است که مشتریان را به کافی‌نت‌های نزدیک و معتبر وصل می‌کند. مشتری سفارش خود را ثبت
        می‌کند، کافی‌نت قیمت و زمان تحویل را اعلام می‌کند و پس از پرداخت، کار را انجام داده و فایل نهایی را تحویل
        می‌دهد. پرداخت تا پایان کار نزد سامانه امانت می‌ماند.
      </Text>
    </Stack>
  );
}
