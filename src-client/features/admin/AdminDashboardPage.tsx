import { DashboardShell } from '../../ui/DashboardShell';
import { SecurityEventsCard } from './SecurityEventsCard';

export default function AdminDashboardPage() {
  return (
    <DashboardShell
      links={[
        { path: '/admin/user', title: 'کاربران', description: 'مدیریت و مسدودسازی کاربران' },
        { path: '/admin/coffenet', title: 'کافی‌نت‌ها', description: 'فعال و غیرفعال کردن کافی‌نت‌ها' },
        { path: '/admin/orders', title: 'سفارش‌ها', description: 'همه سفارش‌های خدمات' },
        { path: '/admin/store', title: 'فروشگاه', description: 'محصولات و دوره‌ها' },
        { path: '/admin/finance', title: 'امور مالی', description: 'گزارش‌ها و کارمزدها' },
        { path: '/wallet/admin', title: 'کیف پول سامانه', description: 'برداشت‌ها و انتقال‌ها' },
        { path: '/admin/support', title: 'پشتیبانی', description: 'پاسخ به تیکت‌ها' },
        { path: '/account/password', title: 'تغییر رمز عبور', description: 'امنیت حساب کاربری' },
      ]}
    >
      <SecurityEventsCard />
    </DashboardShell>
  );
}
