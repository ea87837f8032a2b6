import {
  Activity,
  BarChart3,
  CalendarDays,
  ClipboardList,
  Contact,
  FileSpreadsheet,
  Inbox,
  type LucideIcon,
  Landmark,
  Newspaper,
  ReceiptText,
  Store,
  UserCog,
  Users,
} from 'lucide-react';

export interface DashboardTab {
  id: string;
  /** The brief's names, word for word. */
  label: string;
  icon: LucideIcon;
  /** Only these roles see the tab (the server refuses the others anyway). */
  roles?: readonly string[];
}

/**
 * The sidebar, in SPEC.md's order, with what the product adds: Invoices beside the stalls' rent, the customers'
 * accounts and the accountant's Reports, the Messages inbox and the admins' Activity record.
 */
export const DASHBOARD_TABS = [
  { id: 'bookings', label: 'Bookings', icon: ClipboardList },
  { id: 'news', label: 'News Management', icon: Newspaper },
  { id: 'venues', label: 'Venue Management', icon: Landmark },
  { id: 'analytics', label: 'Analytics', icon: BarChart3 },
  { id: 'profile', label: 'Profile Settings', icon: UserCog },
  { id: 'calendar', label: 'Booking Calendar', icon: CalendarDays },
  { id: 'admins', label: 'Admin Management', icon: Users, roles: ['admin'] },
  { id: 'stalls', label: 'Vendor Stalls', icon: Store },
  { id: 'invoices', label: 'Invoices', icon: ReceiptText },
  { id: 'accounts', label: 'Customer Accounts', icon: Contact },
  { id: 'reports', label: 'Reports', icon: FileSpreadsheet },
  { id: 'messages', label: 'Messages', icon: Inbox },
  { id: 'activity', label: 'Activity', icon: Activity, roles: ['admin'] },
] as const satisfies readonly DashboardTab[];

export type TabId = (typeof DASHBOARD_TABS)[number]['id'];

export function tabsFor(role: string | undefined): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab: DashboardTab) => !tab.roles || (role !== undefined && tab.roles.includes(role)));
}

export function isTabId(value: string | null): value is TabId {
  return DASHBOARD_TABS.some((tab) => tab.id === value);
}
