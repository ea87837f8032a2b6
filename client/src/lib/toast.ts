import type { toast as sonnerToast } from 'sonner';

type Show = (...args: Parameters<typeof sonnerToast.success>) => void;

/** SPEC.md: toasts of four types, closable, gone after 3500 ms. */
export const TOAST_DURATION_MS = 3500;

const loadSonner = () => import('sonner');

function show(kind: 'success' | 'error' | 'info' | 'warning'): Show {
  return (...args) => void loadSonner().then(({ toast }) => toast[kind](...args));
}

/**
 * The site's toasts (sonner). Sonner loads right after the first render with its `Toaster` (app/App.tsx), so no
 * page waits for it; a toast raised before it has arrived shows as soon as it has, in the order raised.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
