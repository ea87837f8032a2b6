import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Calendar } from './Calendar';

const TODAY = '2026-03-10';
const states: Record<string, 'booked' | 'blocked'> = { '2026-03-15': 'booked', '2026-03-16': 'blocked' };

function renderCalendar(props: Partial<Parameters<typeof Calendar>[0]> = {}) {
  const onSelect = vi.fn();
  render(
    <Calendar
      today={TODAY}
      dayState={(date) => states[date] ?? 'available'}
      onSelect={onSelect}
      maxDate="2028-03-10"
      {...props}
    />,
  );
  return { onSelect };
}

const day = (name: string | RegExp) => screen.getByRole('button', { name });

describe('Calendar', { timeout: 20_000 }, () => {
  it('shows the legend Available, Booked, Admin Blocked, Past', () => {
    renderCalendar();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Available', 'Booked', 'Admin Blocked', 'Past']);
  });

  it('gives each day its state: available, booked, admin blocked or past', () => {
    renderCalendar();
    expect(day('March 14, 2026, available')).toBeEnabled();
    expect(day('March 14, 2026, available')).toHaveAttribute('data-state', 'available');
    expect(day('March 15, 2026, booked')).toBeDisabled();
    expect(day('March 15, 2026, booked')).toHaveAttribute('data-state', 'booked');
    expect(day('March 16, 2026, admin blocked')).toBeDisabled();
    expect(day('March 16, 2026, admin blocked')).toHaveAttribute('data-state', 'blocked');
    expect(day('March 9, 2026, past')).toBeDisabled();
    expect(day('March 9, 2026, past')).toHaveAttribute('data-state', 'past');
  });

  it('disables every day before today and keeps today open', () => {
    renderCalendar();
    for (let date = 1; date < 10; date += 1) expect(day(`March ${date}, 2026, past`)).toBeDisabled();
    expect(day('March 10, 2026, available, today')).toBeEnabled();
  });

  it('moves between months but never before the current one', async () => {
    const user = userEvent.setup({ delay: null });
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('April 1, 2026, available')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('stops at the last bookable month and disables the days after the last bookable date', async () => {
    const user = userEvent.setup({ delay: null });
    renderCalendar({ maxDate: '2026-04-20' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('April 20, 2026, available')).toBeEnabled();
    expect(day('April 21, 2026, not yet open for booking')).toBeDisabled();
  });

  it('reports the chosen day and marks the selected one', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSelect } = renderCalendar({ selected: '2026-03-20' });
    expect(day('March 20, 2026, available, selected')).toHaveAttribute('aria-pressed', 'true');
    await user.click(day('March 14, 2026, available'));
    expect(onSelect).toHaveBeenCalledWith('2026-03-14');
  });

  it('is usable with the keyboard: arrows skip days that cannot be chosen, Enter picks', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSelect } = renderCalendar({ selected: '2026-03-14' });
    day('March 14, 2026, available, selected').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('March 17, 2026, available')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('March 14, 2026, available, selected')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(day('April 4, 2026, available')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-04-04');
  });
});
