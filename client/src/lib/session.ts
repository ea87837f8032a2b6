/** The staff session lives in browser storage as SPEC.md names it: adminToken and adminData. */
const TOKEN_KEY = 'adminToken';
const DATA_KEY = 'adminData';

export interface StoredAdmin {
  _id: string;
  username: string;
  email: string;
  role: string;
  fullName: string;
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

/** Reads the token's `exp` claim; a token that cannot be read counts as expired. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp !== 'number' || payload.exp * 1000 <= now;
  } catch {
    return true;
  }
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
