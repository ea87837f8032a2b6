import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { ParkLogo } from '@/components/ParkLogo';
import type { Schemas } from '@/lib/api';
import { ChangePasswordForm } from './components/ChangePasswordForm';

/**
 * Shown instead of the dashboard while the account's password is one someone else chose (the generated first
 * password, or one an admin set): the server refuses everything else until it is changed.
 */
export function FirstPasswordScreen({ admin, onSignOut }: { admin: Schemas['AdminView']; onSignOut: () => void }) {
  useEffect(() => {
    document.title = 'Choose a new password · Kandy Cultural Park';
  }, []);

  return (
    <main className="login" id="main">
      <section className="login__card first-password" aria-labelledby="first-password-title">
        <div className="login__brand">
          <ParkLogo size={48} />
          <h1 id="first-password-title">Choose a new password</h1>
          <p>Signed in as {admin.username}</p>
        </div>
        <p className="login__notice first-password__why">
          <KeyRound aria-hidden="true" size={18} />
          <span>
            Your password was set by someone else. Choose one only you know before using the dashboard. Type the
            password you just signed in with as the current password.
          </span>
        </p>
        <ChangePasswordForm admin={admin} onDone={() => undefined} onCancel={onSignOut} cancelLabel="Sign out" />
      </section>
    </main>
  );
}
