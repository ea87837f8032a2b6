/**
 * Where the dashboard shows a customer's account (the Customer Accounts tab): one per mailbox, so any of the
 * customer's addresses opens the same page.
 */
export function accountLink(email: string): string {
  return `/admin/dashboard?${new URLSearchParams({ tab: 'accounts', account: email }).toString()}`;
}

/** Whether an address can name an account (admin blocks and old rows may carry none). */
export const hasAccount = (email: string | null | undefined): email is string => Boolean(email?.includes('@'));
