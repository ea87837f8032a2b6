import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the pieces the bar charts use are registered, so the rest of chart.js is left out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
Chart.defaults.color = '#5f5752';

export { Chart };

/** The dashboard palette (DESIGN.md): lake teal, temple maroon, Perahera gold with a darker edge for contrast. */
export const CHART_COLORS = {
  teal: '#1d5c5c',
  maroon: '#7a1f1f',
  gold: '#d9a521',
  goldEdge: '#8a6410',
  freeFill: '#cfe7e3',
  green: '#1f6b2c',
  plum: '#5b2a86',
  grid: '#ece7e1',
} as const;
