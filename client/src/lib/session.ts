/** The staff session lives in browser storage as SPEC.md names it: adminToken and adminData. */
const TOKEN_KEY = 'adminToken';
const DATA_KEY = 'adminData';

export interface StoredAdmin {
  _id: string;
  username: string;
  email: string;
  role: string;
  fullName: string;
  /** Set at sign-in when the password was chosen by someone else: the dashboard asks for a new one first. */
  mustChangePassword?: boolean;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredAdmin(): StoredAdmin | null {
  try {
    return JSON.parse(localStorage.getItem(DATA_KEY) ?? 'null') as StoredAdmin | null;
  } catch {
    return null;
  }
}

export function saveSession(token: string, admin: StoredAdmin): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(DATA_KEY, JSON.stringify(admin));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(DATA_KEY);
}

/**
 * When a token stops working: its `exp` claim, read from the JWT's base64url payload (not verified: the server
 * does that). Null when there is no token or it cannot be read.
 */
export function tokenExpiry(token: string | null): Date | null {
  if (!token) return null;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Whether a token's `exp` has passed; a token that cannot be read counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry.getTime() <= now;
}

/**
 * Whether a usable token is held: what the dashboard route needs (the server checks it for real). An expired one
 * is removed.
 */
export function sessionState(): 'valid' | 'expired' | 'none' {
  const token = getToken();
  if (!token) return 'none';
  if (isTokenExpired(token)) {
    clearSession();
    return 'expired';
  }
  return 'valid';
}
