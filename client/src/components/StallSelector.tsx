import { Check } from 'lucide-react';
import type { Stall, StallBlock } from '@/config/stall-layout';
import './stall-selector.css';

interface StallSelectorProps {
  blocks: StallBlock[];
  booked: ReadonlySet<string>;
  /** Stalls other visitors hold for a few minutes while they fill in the form. */
  held?: ReadonlySet<string>;
  selected?: string;
  onSelect: (stall: Stall) => void;
  labels?: StallSelectorLabels;
}

type StallState = 'available' | 'booked' | 'held' | 'selected';

/** The plan's words; English unless the page passes its language's. */
export interface StallSelectorLabels {
  legend: string;
  available: string;
  booked: string;
  held: string;
  selected: string;
  blockName: (letter: string) => string;
  free: (free: string, total: string) => string;
  stall: (id: string, state: string) => string;
  states: Record<StallState, string>;
}

const ENGLISH: StallSelectorLabels = {
  legend: 'Legend',
  available: 'Available',
  booked: 'Booked',
  held: 'Held by another visitor',
  selected: 'Selected',
  blockName: (letter) => `Block ${letter}`,
  free: (free, total) => `${free} of ${total} available`,
  stall: (id, state) => `Stall ${id}, ${state}`,
  states: { available: 'available', booked: 'booked', held: 'held by another visitor', selected: 'selected' },
};

const NONE: ReadonlySet<string> = new Set();

/** The stall plan by block: booked and held stalls are disabled buttons, so a taken stall cannot be picked. */
export function StallSelector({
  blocks,
  booked,
  held = NONE,
  selected,
  onSelect,
  labels = ENGLISH,
}: StallSelectorProps) {
  return (
    <div className="stall-selector">
      <ul className="stall-selector__legend" aria-label={labels.legend}>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--available" aria-hidden="true" />
          {labels.available}
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--booked" aria-hidden="true" />
          {labels.booked}
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--held" aria-hidden="true" />
          {labels.held}
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--selected" aria-hidden="true" />
          {labels.selected}
        </li>
      </ul>
      <div className="stall-selector__blocks">
        {blocks.map((block) => {
          const free = block.stalls.filter((stall) => !booked.has(stall.stallId) && !held.has(stall.stallId)).length;
          const headingId = `stall-block-${block.letter}`;
          return (
            <section key={block.letter} className="stall-selector__block" aria-labelledby={headingId}>
              <header className="stall-selector__block-header">
                <h3 id={headingId}>{labels.blockName(block.letter)}</h3>
                <span
                  className={free === 0 ? 'stall-selector__free stall-selector__free--none' : 'stall-selector__free'}
                >
                  {labels.free(String(free), String(block.stalls.length))}
                </span>
              </header>
              <div className="stall-selector__grid" role="group" aria-labelledby={headingId}>
                {block.stalls.map((stall) => {
                  const isSelected = stall.stallId === selected;
                  const state: StallState = booked.has(stall.stallId)
                    ? 'booked'
                    : isSelected
                      ? 'selected'
                      : held.has(stall.stallId)
                        ? 'held'
                        : 'available';
                  return (
                    <button
                      key={stall.stallId}
                      type="button"
                      className={`stall-selector__stall stall-selector__stall--${state}`}
                      aria-label={labels.stall(stall.stallId, labels.states[state])}
                      aria-pressed={isSelected}
                      disabled={state === 'booked' || state === 'held'}
                      onClick={() => onSelect(stall)}
                    >
                      {isSelected ? <Check aria-hidden="true" className="stall-selector__check" /> : null}
                      {stall.stallId}
                    </button>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
