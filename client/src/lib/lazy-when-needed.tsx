import {
  type ComponentType,
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** What a click does that must not be lost before the code has come: it is replayed once it has. */
const ACTIONS = 'button, a[href], input[type="submit"], input[type="button"]';
/** How near the visitor must scroll: within half a screen of the part. */
const NEAR = '50% 0px';
/** A visitor reaching into the part: its code is fetched at once. */
const REACHING = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
/** A value typed or picked before the part answers: kept, and written back once it does. */
const KEPT = ['input', 'change'] as const;
/** A click or a submit before the part answers: held back, and replayed once it does. */
const HELD = ['click', 'submit'] as const;

const noSubscription = () => () => {};
/** True while React hydrates the built HTML (the server snapshot), false when the app draws the page itself. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did in the built HTML before the code came, to carry over to the hydrated part. */
interface Early {
  /** Each control filled in or picked, and the value it was left with. */
  values: Map<Control, string>;
  /** Clicks on buttons and links, and submits, in order, held back until the part answers them. */
  actions: Array<{ kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement }>;
}

/**
 * Sets a control's value as typing or picking would, so React (and a form library listening to it) sees the change:
 * through the element's own setter, then the event React listens for. A select always tells its value, since React
 * may have kept the picked option on hydrating while its state has none.
 */
function restore(control: Control, value: string): void {
  const select = control instanceof HTMLSelectElement;
  if (control.value === value && !select) return;
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
}

/**
 * A part of a built page (a form far down the page) whose code, and the libraries it alone needs, load only when
 * the visitor comes near it (within half a screen) or reaches into it (a tap, a key, focus), not with the page.
 * Until then the HTML built at build time stands as drawn, and React hydrates it when the code is in: what the
 * visitor typed or picked meanwhile is kept, and a click on a button or link, or a submit, waits and is replayed.
 * Drawn by the app instead (a page reached by a link, or in Sinhala or Tamil), the part loads at once.
 *
 * The part is hydrated apart from the page, so its props must not change before it is: pass none that do (the
 * component is memoised), and share changing state through a store it reads once hydrated.
 */
export function lazyWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  /** The part itself, once its code is in; `onHydrated` carries over what the visitor did meanwhile. */
  function Part({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    useEffect(onHydrated, [onHydrated]);
    const Component = loaded!;
    return <Component {...props} />;
  }

  function WhenNeeded(props: P) {
    const hydrating = useHydrating();
    const wrapper = useRef<HTMLDivElement>(null);
    const early = useRef<Early>({ values: new Map(), actions: [] });
    const hydrated = useRef(false);
    const [need] = useState(() => {
      let needed = () => {};
      const promise = new Promise<void>((resolve) => (needed = resolve));
      return { promise, needed };
    });
    // Chosen once: on the server and when the app draws the page, the code loads at once.
    const [waits] = useState(() => typeof window !== 'undefined' && hydrating && !loaded);
    const [code] = useState(() => (waits ? need.promise.then(fetchCode) : fetchCode()));
    // The part as React renders it: at once when its code is in, else lazily, once it is (a lazy component of its
    // own, since when it loads depends on this instance).
    const [Shown] = useState(() =>
      loaded
        ? Part
        : lazy(async () => {
            await code;
            return { default: Part };
          }),
    );
    const [onHydrated] = useState(() => () => {
      hydrated.current = true;
      const { values, actions } = early.current;
      early.current = { values: new Map(), actions: [] };
      for (const [control, value] of values) restore(control, value);
      for (const action of actions) {
        if (action.kind === 'submit') action.form.requestSubmit();
        else action.target.click();
      }
    });

    useEffect(() => {
      const root = wrapper.current;
      if (!waits || hydrated.current || !root) return;
      const inside = (event: Event) => event.target instanceof Node && root.contains(event.target);
      const fetchNow = (event: Event) => {
        if (inside(event)) need.needed();
      };
      const keep = (event: Event) => {
        const control = event.target;
        if (hydrated.current || !inside(event)) return;
        need.needed();
        if (
          control instanceof HTMLInputElement ||
          control instanceof HTMLTextAreaElement ||
          control instanceof HTMLSelectElement
        )
          early.current.values.set(control, control.value);
      };
      const holdBack = (event: Event) => {
        if (hydrated.current || !inside(event)) return;
        need.needed();
        if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
          early.current.actions.push({ kind: 'submit', form: event.target });
        } else {
          const target = (event.target as Element).closest<HTMLElement>(ACTIONS);
          if (!target) return;
          early.current.actions.push({ kind: 'click', target });
        }
        event.preventDefault();
        event.stopPropagation();
      };
      const seen = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) need.needed();
        },
        { rootMargin: NEAR },
      );
      for (const child of root.children) seen.observe(child);
      // On the document, ahead of React's own listeners on the app's root.
      for (const type of REACHING) document.addEventListener(type, fetchNow, { capture: true, passive: true });
      for (const type of KEPT) document.addEventListener(type, keep, { capture: true, passive: true });
      for (const type of HELD) document.addEventListener(type, holdBack, { capture: true });
      void need.promise.then(() => seen.disconnect());
      return () => {
        seen.disconnect();
        for (const type of REACHING) document.removeEventListener(type, fetchNow, { capture: true });
        for (const type of KEPT) document.removeEventListener(type, keep, { capture: true });
        for (const type of HELD) document.removeEventListener(type, holdBack, { capture: true });
      };
    }, [code, need, waits]);

    // The same element at each render of this wrapper (its hydration flag settles after hydrating): a part still
    // waiting to hydrate that receives an update is thrown away and drawn anew, here without its code.
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Shown props={props} onHydrated={onHydrated} />
        </Suspense>
      ),
      [Shown, props, onHydrated],
    );
    return (
      <div ref={wrapper} className="when-needed">
        {part}
      </div>
    );
  }

  return { Component: memo(WhenNeeded), preload: () => void fetchCode().catch(() => undefined) };
}
