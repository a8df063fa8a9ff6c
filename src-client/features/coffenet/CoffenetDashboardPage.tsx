import { SimpleGrid } from '@mantine/core';
import { DashboardShell } from '../../ui/DashboardShell';
import { CafeFinanceSummary, CafeRatingsPanel, CafeRecentOrders } from './CafeDashboardPanels';
import { CafeProfileSummary } from './CafeProfileSummary';

export default function CoffenetDashboardPage() {
  return (
    <DashboardShell
      links={[
        { path: '/coffenet/assignedorders', title: 'سفارش‌های دریافتی', description: 'بررسی، قیمت‌گذاری و تکمیل سفارش‌ها' },
        { path: '/coffenet/orders', title: 'مدیریت سفارش‌ها', description: 'سفارش‌ها به تفکیک وضعیت با گفتگو' },
        { path: '/coffenet/tasktable', title: 'خدمات کافی‌نت', description: 'فهرست خدمات و قیمت‌ها' },
        { path: '/coffenet/profile', title: 'پروفایل کافی‌نت', description: 'نام، نشانی و راه‌های ارتباطی' },
        { path: '/coffenet/finance', title: 'امور مالی', description: 'درآمد و گزارش ماهانه' },
        { path: '/wallet/coffenet', title: 'کیف پول', description: 'موجودی، حساب‌های بانکی و برداشت' },
        { path: '/coffenet/courses', title: 'دوره‌ها و محصولات من', description: 'خریدهای فروشگاه: فایل‌ها، دوره‌ها و سفارش‌ها' },
        { path: '/support', title: 'پشتیبانی', description: 'تیکت‌ها و گفتگو با پشتیبانی' },
        { path: '/account/password', title: 'تغییر رمز عبور', description: 'امنیت حساب کاربری' },
      ]}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CafeRecentOrders />
        <CafeFinanceSummary />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CafeProfileSummary />
        <CafeRatingsPanel />
      </SimpleGrid>
    </DashboardShell>
  );
}
