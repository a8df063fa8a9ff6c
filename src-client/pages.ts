import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePath } from '@shared/routes';

type Page = LazyExoticComponent<ComponentType>;

/**
 * Every path of the shared route table and its page, each its own chunk. The type makes a route
 * without a page a compile error, so links need no "is it built" check. Only App imports this
 * table: a page that imported it would close an import circle through every other page.
 */
export const PAGES: Record<RoutePath, Page> = {
  '/': lazy(() => import('./features/home/HomePage')),
  '/about': lazy(() => import('./features/home/AboutPage')),
  '/register': lazy(() => import('./features/auth/RegisterPage')),
  '/login': lazy(() => import('./features/auth/LoginPage')),
  '/forgot-password': lazy(() => import('./features/auth/ForgotPasswordPage')),
  '/unauthorized': lazy(() => import('./ui/UnauthorizedPage')),
  '/account/password': lazy(() => import('./features/account/ChangePasswordPage')),
  '/dashboard': lazy(() => import('./ui/DashboardRedirect')),
  '/orders': lazy(() => import('./ui/DashboardRedirect').then((m) => ({ default: m.OrdersRedirect }))),
  '/user/dashboard': lazy(() => import('./features/user/UserDashboardPage')),
  '/coffenet/dashboard': lazy(() => import('./features/coffenet/CoffenetDashboardPage')),
  '/coffenet/tasktable': lazy(() => import('./features/coffenet/TaskTablePage')),
  '/coffenet/profile': lazy(() => import('./features/coffenet/CafeProfilePage')),
  '/services': lazy(() => import('./features/catalogue/ServicesPage')),
  '/admin/dashboard': lazy(() => import('./features/admin/AdminDashboardPage')),
  '/admin/user': lazy(() => import('./features/admin/AdminUsersPage')),
  '/admin/coffenet': lazy(() => import('./features/admin/AdminCafesPage')),
  '/admin/orders': lazy(() => import('./features/admin/AdminOrdersPage')),
  '/admin/orders/:id': lazy(() => import('./features/admin/AdminOrderPage')),
  '/admin/finance': lazy(() => import('./features/admin/AdminFinancePage')),
  '/order/create': lazy(() => import('./features/orders/OrderWizardPage')),
  '/user/orders': lazy(() => import('./features/orders/MyOrdersPage')),
  '/user/order-chat/:orderId': lazy(() => import('./features/chat/OrderChatPage')),
  '/coffenet/chat/:orderId': lazy(() => import('./features/chat/OrderChatPage')),
  '/coffenet/assignedorders': lazy(() => import('./features/coffenet/AssignedOrdersPage')),
  '/coffenet/orders': lazy(() => import('./features/coffenet/CafeOrdersPage')),
  '/coffenet/finance': lazy(() => import('./features/coffenet/CafeFinancePage')),
  '/wallet': lazy(() => import('./features/wallet/UserWalletPage')),
  '/wallet/coffenet': lazy(() => import('./features/wallet/CafeWalletPage')),
  '/wallet/admin': lazy(() => import('./features/wallet/AdminWalletPage')),
  '/user/order-payment': lazy(() => import('./features/payments/OrderPaymentPage')),
  '/user/order/:orderId/payment': lazy(() => import('./features/payments/OrderPaymentPage')),
  '/verify': lazy(() => import('./features/payments/VerifyPage')),
  '/payment-complete': lazy(() => import('./features/payments/PaymentCompletePage')),
  '/store': lazy(() => import('./features/store/StorePage')),
  '/product/:id': lazy(() => import('./features/store/ProductPage')),
  '/cart': lazy(() => import('./features/store/CartPage')),
  '/checkout': lazy(() => import('./features/store/CheckoutPage')),
  '/site/store-order-payment': lazy(() => import('./features/store/StoreOrderPaymentPage')),
  '/user/courses': lazy(() => import('./features/store/MyProductsPage')),
  '/coffenet/courses': lazy(() => import('./features/store/MyProductsPage')),
  '/user/course/:id': lazy(() => import('./features/store-content/CoursePlayerPage')),
  '/coffenet/course/:id': lazy(() => import('./features/store-content/CoursePlayerPage')),
  '/user/digital/:id': lazy(() => import('./features/store-content/DigitalFilesPage')),
  '/admin/store': lazy(() => import('./features/store-admin/AdminStorePage')),
  '/support': lazy(() => import('./features/tickets/SupportPage')),
  '/admin/support': lazy(() => import('./features/tickets/AdminSupportPage')),
};
