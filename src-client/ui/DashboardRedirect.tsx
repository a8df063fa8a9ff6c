import { Redirect } from 'wouter';
import { dashboardPathFor, ordersPathFor } from '@shared/auth/roles';
import { useSession } from '../session/useSession';

/** /dashboard (a link target in the spec) opens the dashboard of the logged-in role. */
export default function DashboardRedirect() {
  const { role } = useSession();
  return <Redirect to={dashboardPathFor(role)} replace />;
}

/** /orders opens the orders list of the logged-in role. */
export function OrdersRedirect() {
  const { role } = useSession();
  return <Redirect to={ordersPathFor(role)} replace />;
}
