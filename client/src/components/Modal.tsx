import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from './ModalDialog';

export type { ModalProps };

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(loadDialog);

let prefetched = false;

/** Fetches the dialog's code once the browser is idle after a page that has dialogs has rendered. */
function prefetchDialog() {
  if (prefetched) return;
  prefetched = true;
  const load = () => void loadDialog();
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 3000 });
  else window.setTimeout(load, 200);
}

/**
 * The site's accessible dialog (`ModalDialog`, on Radix). Its code (focus trap, scroll lock, portal: about 13 KB
 * gzip) is not part of any page's first load: it is fetched when the page is idle, or when a dialog first opens.
 * Once opened, the dialog stays mounted so that closing it can return focus to what opened it.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(prefetchDialog, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
