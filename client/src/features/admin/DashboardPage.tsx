import '@/styles/admin.css';
import { LogOut, Menu, X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ParkLogo } from '@/components/ParkLogo';
import { SESSION_ENDED_EVENT } from '@/lib/api';
import { clearSession, getStoredAdmin, getToken, isTokenExpired } from '@/lib/session';
import { useContactMessages, useProfile } from './api/staff-api';
import { useLogout } from './api/account';
import { FirstPasswordScreen } from './FirstPasswordScreen';
import { ListLoading } from './components/ListState';
import { type DashboardTab, isTabId, type TabId, tabsFor } from './dashboard-tabs';
import { AccountsTab } from './tabs/accounts/AccountsTab';
import { ActivityTab } from './tabs/activity/ActivityTab';
import { AdminManagementTab } from './tabs/admins/AdminManagementTab';
import { BookingsTab } from './tabs/bookings/BookingsTab';
import { BookingCalendarTab } from './tabs/calendar/BookingCalendarTab';
import { InvoicesTab } from './tabs/invoices/InvoicesTab';
import { MessagesTab } from './tabs/messages/MessagesTab';
import { NewsManagementTab } from './tabs/news/NewsManagementTab';
import { ProfileSettingsTab } from './tabs/profile/ProfileSettingsTab';
import { ReportsTab } from './tabs/reports/ReportsTab';
import { VendorStallsTab } from './tabs/stalls/VendorStallsTab';
import { VenueManagementTab } from './tabs/venues/VenueManagementTab';

// The chart library is the heaviest part of the dashboard: it loads when Analytics is first opened.
const AnalyticsTab = lazy(async () => ({ default: (await import('./tabs/analytics/AnalyticsTab')).AnalyticsTab }));

const PANELS: Record<TabId, () => ReactNode> = {
  bookings: () => <BookingsTab />,
  news: () => <NewsManagementTab />,
  venues: () => <VenueManagementTab />,
  analytics: () => <AnalyticsTab />,
  profile: () => <ProfileSettingsTab />,
  calendar: () => <BookingCalendarTab />,
  admins: () => <AdminManagementTab />,
  stalls: () => <VendorStallsTab />,
  invoices: () => <InvoicesTab />,
  accounts: () => <AccountsTab />,
  reports: () => <ReportsTab />,
  messages: () => <MessagesTab />,
  activity: () => <ActivityTab />,
};

/** How often an open dashboard looks at its token's expiry, so an expired session ends even with no clicks. */
const EXPIRY_CHECK_MS = 30_000;

/** Sends the user to sign in again, saying why; used for an expired token and for any 401 from the server. */
function useSessionGuard() {
  const navigate = useNavigate();
  const endSession = useCallback(
    (reason: 'expired' | 'ended') => {
      clearSession();
      void navigate(`/admin/login?session=${reason}`, { replace: true });
    },
    [navigate],
  );
  useEffect(() => {
    const onEnded = () => endSession('ended');
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    const timer = window.setInterval(() => {
      const token = getToken();
      if (!token || isTokenExpired(token)) endSession('expired');
    }, EXPIRY_CHECK_MS);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.clearInterval(timer);
    };
  }, [endSession]);
}

/** The staff dashboard: the brief's sidebar tabs (and Messages), one panel at a time, tab kept in the URL. */
export function DashboardPage() {
  useSessionGuard();
  const navigate = useNavigate();
  const endSession = useLogout();
  const [searchParams, setSearchParams] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const stored = getStoredAdmin();
  const profile = useProfile();
  // Until a password someone else chose is replaced, the server opens nothing but the change: nor does this page.
  const mustChangePassword = profile.data?.mustChangePassword ?? stored?.mustChangePassword ?? false;
  const role = profile.data?.role ?? stored?.role;
  const tabs = tabsFor(role);
  const requested = searchParams.get('tab');
  const active: DashboardTab = (isTabId(requested) ? tabs.find((tab) => tab.id === requested) : undefined) ?? tabs[0]!;
  const messages = useContactMessages(!mustChangePassword);
  const unread = messages.data?.filter((message) => !message.handled).length ?? 0;

  useEffect(() => {
    if (!mustChangePassword) document.title = `${active.label} · Staff dashboard · Kandy Cultural Park`;
  }, [active.label, mustChangePassword]);

  function choose(tab: DashboardTab) {
    setSearchParams(tab.id === 'bookings' ? {} : { tab: tab.id });
    setMenuOpen(false);
    window.scrollTo({ top: 0 });
  }

  async function logout() {
    await endSession();
    void navigate('/admin/login');
  }

  if (mustChangePassword && profile.data) {
    return <FirstPasswordScreen admin={profile.data} onSignOut={() => void logout()} />;
  }
  if (mustChangePassword) return <ListLoading label="Loading your account" rows={1} />;

  const who = profile.data?.fullName ?? stored?.fullName ?? stored?.username ?? 'staff';

  return (
    <div className={`dashboard${menuOpen ? ' is-menu-open' : ''}`}>
      <a className="skip-link" href="#dashboard-panel">
        Skip to content
      </a>
      <aside className="dashboard__sidebar" id="dashboard-menu">
        <div className="dashboard__brand">
          <ParkLogo size={32} />
          <span>Park Admin</span>
        </div>
        <nav aria-label="Dashboard">
          <ul>
            {tabs.map((tab) => {
              const Icon = tab.icon;
              const isActive = tab.id === active.id;
              return (
                <li key={tab.id}>
                  <button
                    type="button"
                    className={`dashboard__tab${isActive ? ' is-active' : ''}`}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => choose(tab)}
                  >
                    <Icon aria-hidden="true" size={18} />
                    <span>{tab.label}</span>
                    {tab.id === 'messages' && unread > 0 && (
                      <span className="dashboard__count" aria-label={`${unread} unread`}>
                        {unread}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
            <li>
              <button type="button" className="dashboard__tab dashboard__logout" onClick={() => void logout()}>
                <LogOut aria-hidden="true" size={18} /> <span>Logout</span>
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      {menuOpen && <div className="dashboard__scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="dashboard__main">
        <header className="dashboard__topbar">
          <button
            type="button"
            className="icon-button dashboard__hamburger"
            aria-label={menuOpen ? 'Close dashboard menu' : 'Open dashboard menu'}
            aria-expanded={menuOpen}
            aria-controls="dashboard-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
          <h1>{active.label}</h1>
          <span className="dashboard__who">
            Signed in as <strong>{who}</strong>
            {role && <span className="dashboard__role">{role.replace(/_/g, ' ').toUpperCase()}</span>}
          </span>
        </header>
        <main className="dashboard__panel" id="dashboard-panel" tabIndex={-1}>
          <Suspense fallback={<ListLoading label={`Loading ${active.label}`} />}>
            {PANELS[active.id as TabId]()}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
