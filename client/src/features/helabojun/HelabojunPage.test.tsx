import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { describe, expect, it } from 'vitest';
import { HelabojunPage } from './HelabojunPage';

describe('Helabojun page', () => {
  it('shows twelve dishes, each with a described image, and the opening hours', () => {
    render(
      <MemoryRouter>
        <HelabojunPage />
      </MemoryRouter>,
    );
    // Text queries: role queries over this long page are slow on a shared machine.
    const menu = screen.getByText('Twelve favourites from our kitchens').closest('section')!;
    const dishes = menu.querySelectorAll('li.dish-card');
    expect(dishes).toHaveLength(12);
    dishes.forEach((dish) => expect(dish.querySelector('img')?.getAttribute('alt')).toBeTruthy());
    expect(screen.getByText('Kiribath with lunu miris').tagName).toBe('H3');
    expect(screen.getByAltText(/Diamonds of milk rice/)).toHaveAttribute('src');
    expect(screen.getByText('Daily 11:00 AM - 10:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Located in the park/)).toBeInTheDocument();
  });

  it('puts a drawn placeholder in place of a dish image that cannot be loaded', () => {
    render(
      <MemoryRouter>
        <HelabojunPage />
      </MemoryRouter>,
    );
    fireEvent.error(screen.getByAltText(/Diamonds of milk rice/));
    const placeholder = screen.getByLabelText(/Diamonds of milk rice/);
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveClass('dish-card__placeholder');
  });

  it('shows the menu in Sinhala with prices in LKR when Sinhala is chosen', async () => {
    localStorage.setItem('parkLanguage', 'si');
    try {
      await act(async () => {
        render(
          <LanguageProvider>
            <MemoryRouter>
              <Suspense>
                <HelabojunPage />
              </Suspense>
            </MemoryRouter>
          </LanguageProvider>,
        );
      });
      const dish = (await screen.findByText('කිරිබත් සහ ලුණු මිරිස්')).closest('li')!;
      expect(dish).toHaveTextContent('LKR 450');
      expect(screen.getByText('දිනපතා පෙ.ව. 11:00 - ප.ව. 10:00')).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });
});
