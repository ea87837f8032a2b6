import { lazy, Suspense, useEffect, useState } from 'react';
import type { ModalProps } from './ModalDialog';

export type { ModalProps };

const loadDialog = () => import('./ModalDialog');
const ModalDialog = lazy(loadDialog);

/** A visitor engaging with the page: the first of these starts fetching the dialog's code. */
const ENGAGING = ['scroll', 'pointerdown', 'touchstart', 'keydown'] as const;
let prefetching = false;

/** Fetches the dialog's code at the visitor's first scroll, tap or key on a page that has dialogs. */
function prefetchDialog() {
  if (prefetching) return;
  prefetching = true;
  const load = () => {
    for (const type of ENGAGING) window.removeEventListener(type, load, { capture: true });
    void loadDialog();
  };
  for (const type of ENGAGING) window.addEventListener(type, load, { capture: true, passive: true });
}

/**
 * The site's accessible dialog (`ModalDialog`, on Radix). Its code (focus trap, scroll lock, portal: about 13 KB
 * gzip) is not part of any page's load: it is fetched when the visitor first scrolls, taps or types on a page that
 * has dialogs (ahead of the click that opens one), or when a dialog first opens.
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
