import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Stall } from '@/config/stall-layout';
import { useMessages } from '@/i18n/LanguageProvider';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { BOOKINGS_KEY } from '../api/query-keys';
import { type StallHold, useHeldStalls, useHoldStall } from '../api/stall-holds';
import { refusalFromServer, refusalText } from '../utils/booking-messages';
import { venuesMessages } from '../venues.messages';

/**
 * The stall the visitor chose and their 10-minute hold on it, so nobody else takes it while they fill in the form.
 * Choosing a stall asks the server for the hold (letting go of the visitor's earlier one); if another visitor was
 * quicker, the plan stays open with fresh data. A hold that has run out by the time the request is sent comes back
 * as a refusal, and `chooseAgain` offers a fresh choice.
 */
export function useStallHold({ onChosen }: { onChosen: () => void }) {
  const t = useMessages(venuesMessages);
  const queryClient = useQueryClient();
  const holdStall = useHoldStall();
  const [stall, setStall] = useState<Stall | null>(null);
  const [hold, setHold] = useState<StallHold | null>(null);
  const [planOpen, setPlanOpen] = useState(false);
  const heldStalls = useHeldStalls(planOpen);

  const ownHold = hold && stall && hold.stallId === stall.stallId ? hold : null;
  const heldByOthers = new Set([...(heldStalls.data ?? [])].filter((held) => held !== hold?.stallId));

  function take(chosen: Stall, taken: StallHold | null) {
    setStall(chosen);
    setHold(taken);
    setPlanOpen(false);
    onChosen();
  }

  function choose(chosen: Stall) {
    if (holdStall.isPending) return;
    holdStall.mutate(
      { stallId: chosen.stallId, ...(hold ? { holdToken: hold.holdToken } : {}) },
      {
        onSuccess: (taken) => take(chosen, taken),
        onError: (error) => {
          if (error instanceof ApiError) {
            toast.error(refusalText(refusalFromServer(error, chosen.stallId), t.errors));
            void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
          } else {
            // The hold is a courtesy: without the server's answer the choice still stands, unheld.
            take(chosen, null);
          }
        },
      },
    );
  }

  /** Lets go of the choice (the server lets the hold run out). */
  function release() {
    setStall(null);
    setHold(null);
  }

  /** The chosen stall is gone (the hold ran out, or someone else took it): say why and open a fresh plan. */
  function chooseAgain(why: string) {
    toast.error(why);
    release();
    void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    setPlanOpen(true);
  }

  return {
    stall,
    /** The visitor's hold on the chosen stall: its token goes with the request, its end is shown. */
    hold: ownHold,
    heldByOthers,
    planOpen,
    setPlanOpen,
    choose,
    chooseAgain,
    release,
  };
}

export type StallHoldState = ReturnType<typeof useStallHold>;
