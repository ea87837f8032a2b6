import './accounts.css';
import '@/features/admin/components/money.css';
import { useSearchParams } from 'react-router';
import { AccountPage } from './components/AccountPage';
import { AccountSearch } from './components/AccountSearch';

/**
 * Customers as accounts, one per mailbox: a search by name or e-mail, and each account's page (`?account=<e-mail>`,
 * where every customer's name in the dashboard links to).
 */
export function AccountsTab() {
  const [params] = useSearchParams();
  const account = params.get('account');
  return account ? <AccountPage key={account.toLowerCase()} email={account} /> : <AccountSearch />;
}
