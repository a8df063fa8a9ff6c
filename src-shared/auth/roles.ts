export const ROLES = ['user', 'coffenet', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may pick on /register; admins are never self-registered. */
export const REGISTRABLE_ROLES = ['user', 'coffenet'] as const satisfies readonly Role[];
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: 'کاربر عادی',
  coffenet: 'مدیر کافی‌نت',
  admin: 'مدیر سامانه',
};

/** Where each role's "dashboard" button and post-login redirect lead (spec 1 §6). */
export function dashboardPathFor(role: Role | null | undefined): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'coffenet') return '/coffenet/dashboard';
  return '/user/dashboard';
}

/** "All orders" links (/orders) lead to the orders list of each role. */
export function ordersPathFor(role: Role | null | undefined): string {
  if (role === 'admin') return '/admin/orders';
  if (role === 'coffenet') return '/coffenet/orders';
  return '/user/orders';
}

/** Wallet button target by role (spec 1 §2.2). */
export function walletPathFor(role: Role | null | undefined): string {
  if (role === 'admin') return '/wallet/admin';
  if (role === 'coffenet') return '/wallet/coffenet';
  return '/wallet';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
