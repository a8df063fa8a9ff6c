import { List, Stack, Text, Title } from '@mantine/core';
import { AboutBlurb } from './AboutBlurb';

export default function AboutPage() {
  return (
    <Stack gap="lg" py="md" maw={760}>
      <AboutBlurb page />
      <Stack gap="xs">
        <Title order={2} size="h3">برای مشتریان</Title>
        <Text>سفارش خدمات، گفتگو با کافی‌نت، دریافت فایل، پرداخت آنلاین یا از کیف پول و امتیازدهی.</Text>
        <Title order={2} size="h3">برای کافی‌نت‌ها</Title>
        <Text>فهرست خدمات و قیمت‌ها، بررسی و قیمت‌گذاری سفارش‌ها، گزارش درآمد، کیف پول و برداشت به حساب بانکی.</Text>
        <Title order={2} size="h3">چگونه کار می‌کند</Title>
        <List type="ordered" spacing="xs">
          <List.Item>ثبت نام کنید و کافی‌نت و خدمت مورد نظر را انتخاب کنید.</List.Item>
          <List.Item>کافی‌نت سفارش را بررسی و قیمت و زمان انجام را اعلام می‌کند.</List.Item>
          <List.Item>پرداخت می‌کنید؛ مبلغ تا پایان کار نزد سامانه می‌ماند.</List.Item>
          <List.Item>فایل نهایی را دریافت می‌کنید و به کافی‌نت امتیاز می‌دهید.</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
