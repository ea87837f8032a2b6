import { StallSelector, type StallSelectorLabels } from '@/components/StallSelector';
import { type Stall, STALL_LAYOUT } from '@/config/stall-layout';

interface StallPlanProps {
  booked: ReadonlySet<string>;
  /** Stalls other visitors hold right now. */
  held: ReadonlySet<string>;
  selected: string | undefined;
  onSelect: (stall: Stall) => void;
  labels: StallSelectorLabels;
}

/** The park's 100 stalls by block. */
export function StallPlan(props: StallPlanProps) {
  return <StallSelector blocks={STALL_LAYOUT} {...props} />;
}
