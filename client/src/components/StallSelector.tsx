import { Check } from 'lucide-react';
import type { Stall, StallBlock } from '../features/venues/stall-layout';
import './stall-selector.css';

interface StallSelectorProps {
  blocks: StallBlock[];
  booked: ReadonlySet<string>;
  /** Stalls other visitors hold for a few minutes while they fill in the form. */
  held?: ReadonlySet<string>;
  selected?: string;
  onSelect: (stall: Stall) => void;
}

const NONE: ReadonlySet<string> = new Set();

/** The stall plan by block: booked and held stalls are disabled buttons, so a taken stall cannot be picked. */
export function StallSelector({ blocks, booked, held = NONE, selected, onSelect }: StallSelectorProps) {
  return (
    <div className="stall-selector">
      <ul className="stall-selector__legend" aria-label="Legend">
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--available" aria-hidden="true" />
          Available
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--booked" aria-hidden="true" />
          Booked
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--held" aria-hidden="true" />
          Held by another visitor
        </li>
        <li>
          <span className="stall-selector__swatch stall-selector__swatch--selected" aria-hidden="true" />
          Selected
        </li>
      </ul>
      <div className="stall-selector__blocks">
        {blocks.map((block) => {
          const free = block.stalls.filter((stall) => !booked.has(stall.stallId) && !held.has(stall.stallId)).length;
          const headingId = `stall-block-${block.letter}`;
          return (
            <section key={block.letter} className="stall-selector__block" aria-labelledby={headingId}>
              <header className="stall-selector__block-header">
                <h3 id={headingId}>{block.name}</h3>
                <span
                  className={free === 0 ? 'stall-selector__free stall-selector__free--none' : 'stall-selector__free'}
                >
                  {free} of {block.stalls.length} available
                </span>
              </header>
              <div className="stall-selector__grid" role="group" aria-labelledby={headingId}>
                {block.stalls.map((stall) => {
                  const isSelected = stall.stallId === selected;
                  const state = booked.has(stall.stallId)
                    ? 'booked'
                    : isSelected
                      ? 'selected'
                      : held.has(stall.stallId)
                        ? 'held'
                        : 'available';
                  const stateLabel = state === 'held' ? 'held by another visitor' : state;
                  return (
                    <button
                      key={stall.stallId}
                      type="button"
                      className={`stall-selector__stall stall-selector__stall--${state}`}
                      aria-label={`Stall ${stall.stallId}, ${stateLabel}`}
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
