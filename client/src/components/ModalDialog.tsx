import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read by screen readers under the title; visually hidden when `hideDescription`. */
  description?: string;
  hideDescription?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** The close button's name, in the page's language. */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The site's accessible dialog (Radix): focus stays inside, Escape and the close button close it, focus returns
 * to what opened it. Pages use it through `Modal`, which loads this module when the page is idle.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription,
  size = 'medium',
  closeLabel = 'Close',
  children,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by the page's own buttons.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={`modal modal--${size}`}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button modal__close" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className={hideDescription ? 'visually-hidden' : 'modal__description'}>
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
