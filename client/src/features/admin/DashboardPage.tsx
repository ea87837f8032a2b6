import '../../styles/admin.css';
import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ParkLogo } from '../../components/ParkLogo';
import { clearSession, getStoredAdmin } from '../../lib/session';

export const DASHBOARD_TABS = [
  'Bookings',
  'News Management',
  'Venue Management',
  'Analytics',
  'Profile Settings',
  'Booking Calendar',
  'Admin Management',
  'Vendor Stalls',
] as const;
type Tab = (typeof DASHBOARD_TABS)[number];

/** The staff dashboard shell: sidebar tabs of SPEC.md section 2 and Logout. */
export function DashboardPage() {
  const navigate = useNavigate();
  const admin = getStoredAdmin();
  const [tab, setTab] = useState<Tab>('Bookings');
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    document.title = `${tab} · Staff dashboard · Kandy Cultural Park`;
  }, [tab]);

  function logout() {
    clearSession();
    void navigate('/admin/login');
  }

  return (
    <div className="dashboard">
      <aside className={`dashboard__sidebar${menuOpen ? ' is-open' : ''}`}>
        <div className="dashboard__brand">
          <ParkLogo size={32} />
          <span>Park Admin</span>
        </div>
        <nav aria-label="Dashboard">
          <ul>
            {DASHBOARD_TABS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={`dashboard__tab${tab === name ? ' is-active' : ''}`}
                  aria-current={tab === name ? 'page' : undefined}
                  onClick={() => {
                    setTab(name);
                    setMenuOpen(false);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="dashboard__tab dashboard__logout" onClick={logout}>
                <LogOut aria-hidden="true" size={18} /> Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="dashboard__main" id="main">
        <header className="dashboard__topbar">
          <button
            type="button"
            className="icon-button dashboard__hamburger"
            aria-label="Open dashboard menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden="true" />
          </button>
          <h1>{tab}</h1>
          <span className="dashboard__who">Signed in as {admin?.fullName ?? admin?.username ?? 'staff'}</span>
        </header>
        <section className="dashboard__panel">
          <p>Welcome to the staff dashboard of Kandy Cultural Park.</p>
        </section>
      </main>
    </div>
  );
}
