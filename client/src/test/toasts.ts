import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until a toast with this text is shown. A toast fades in: its entry renders hidden and is revealed by an
 * effect that runs after the next paint, so finding its text is not yet seeing it.
 */
export async function expectToast(text: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByText(text, { selector: '[data-title]' })).toBeVisible());
}
