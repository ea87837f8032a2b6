import { Suspense, useEffect } from 'react';
import { Modal } from '@/components/Modal';
import type { Stall } from '@/config/stall-layout';
import { useMessages } from '@/i18n/LanguageProvider';
import { venueTexts } from '@/i18n/venue-texts.messages';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useBookedStalls } from '../../api/get-booked-stalls';
import { venuesMessages } from '../../venues.messages';

// The stall plan's code is not part of the page: it is fetched once stall rental is chosen, or when the dialog
// opens.
const { Component: StallPlan, preload: preloadStallPlan } = lazyWithPreload(
  async () => (await import('./StallPlan')).StallPlan,
);

const NO_STALLS: ReadonlySet<string> = new Set();

interface StallPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Stalls other visitors hold right now. */
  held: ReadonlySet<string>;
  selected: string | undefined;
  onSelect: (stall: Stall) => void;
}

/** The stall plan in a dialog: booked and held stalls cannot be chosen. */
export function StallPlanDialog({ open, onOpenChange, held, selected, onSelect }: StallPlanDialogProps) {
  const t = useMessages(venuesMessages);
  const { blockName } = useMessages(venueTexts);
  const bookedStalls = useBookedStalls();
  useEffect(preloadStallPlan, []);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={t.form.chooseStallTitle}
      description={t.form.stallDescription}
      closeLabel={t.form.close}
    >
      {bookedStalls.isPending ? (
        <p className="booking-form__hint" role="status">
          {t.form.loadingStalls}
        </p>
      ) : (
        <Suspense fallback={<p className="booking-form__hint">{t.form.loadingStalls}</p>}>
          <StallPlan
            booked={bookedStalls.data ?? NO_STALLS}
            held={held}
            selected={selected}
            onSelect={onSelect}
            labels={{ ...t.stalls, blockName }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
