import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { accountLink, hasAccount } from '@/features/admin/utils/account-link';

/** A customer's name (or address) that opens their account; plain text when there is no address to open. */
export function AccountLink({ email, children }: { email: string | null | undefined; children: ReactNode }) {
  if (!hasAccount(email)) return <>{children}</>;
  return (
    <Link className="account-link" to={accountLink(email)} title="Open the customer's account">
      {children}
    </Link>
  );
}
