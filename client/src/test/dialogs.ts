import { type ByRoleOptions, screen, waitFor } from '@testing-library/react';

/**
 * The open dialog, once it takes clicks. A Radix modal first turns pointer events off on <body>, then on for itself
 * in a second render; a browser paints both in one frame, but on a loaded machine `findByRole` can answer between
 * them, and user-event then refuses the click (`pointer-events: none`).
 */
export async function findDialog(options?: ByRoleOptions): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}
