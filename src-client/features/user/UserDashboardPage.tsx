import { DashboardShell } from '../../ui/DashboardShell';
import { CustomerOrdersOverview } from '../orders/CustomerOrdersOverview';
import { MyProductsSummary } from '../store/MyProductsSummary';
import { MyRecentTicketsCard } from '../tickets/TicketDashboardCards';

export default function UserDashboardPage() {
  return (
    <DashboardShell
      links={[
        { path: '/order/create', title: 'ثبت سفارش جدید', description: 'سفارش تایپ، ترجمه، چاپ و خدمات دیگر' },
        { path: '/user/orders', title: 'سفارش‌های من', description: 'پیگیری وضعیت و فایل‌های سفارش‌ها' },
        { path: '/wallet', title: 'کیف پول', description: 'موجودی، افزایش موجودی و تراکنش‌ها' },
        { path: '/user/courses', title: 'دوره‌های من', description: 'دوره‌ها، فایل‌ها و سفارش‌های فروشگاه' },
        { path: '/support', title: 'پشتیبانی', description: 'تیکت‌ها و گفتگو با پشتیبانی' },
        { path: '/account/password', title: 'تغییر رمز عبور', description: 'امنیت حساب کاربری' },
      ]}
    >
      <CustomerOrdersOverview />
      <MyProductsSummary />
      <MyRecentTicketsCard />
    </DashboardShell>
  );
}
