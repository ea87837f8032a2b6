let takingOver = false;

/**
 * Runs `hydrate`: main.tsx taking over a public page that the build rendered to HTML (entry-prerender.tsx). While
 * it runs, artworks are kept as built (components/art/artwork.tsx). Components that read the browser in render
 * (the screen's width) use useSyncExternalStore, whose server snapshot Preact uses while taking over, as React does:
 * they draw what the build drew first, then their own.
 */
export function takeOverBuiltPage(hydrate: () => void): void {
  takingOver = true;
  try {
    hydrate();
  } finally {
    takingOver = false;
  }
}

export function isTakingOverBuiltPage(): boolean {
  return takingOver;
}
