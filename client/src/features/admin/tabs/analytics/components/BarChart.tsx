import { Table2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Chart, CHART_COLORS } from './chart-setup';

export interface BarSeries {
  label: string;
  values: number[];
  fill: string;
  edge?: string;
}

interface BarChartProps {
  title: string;
  /** A line under the title: units, what is counted. */
  note?: string;
  /** The horizontal axis's title, when its labels need one. */
  axisTitle?: string;
  /** What the chart shows, in words: the canvas's accessible name. */
  summary: string;
  /** Axis labels; an array gives a label on several lines. */
  labels: (string | string[])[];
  /** Row headers of the data table (full names). */
  rowLabels: string[];
  rowHeader: string;
  series: BarSeries[];
  stacked?: boolean;
  formatValue: (value: number) => string;
  formatTick?: (value: number) => string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A bar chart on a canvas, with a caption, a summary as its accessible name, and the same numbers as a table
 * (read by screen readers always, shown on screen with "Show data").
 */
export function BarChart({
  title,
  note,
  axisTitle,
  summary,
  labels,
  rowLabels,
  rowHeader,
  series,
  stacked = false,
  formatValue,
  formatTick = formatValue,
}: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  // The chart is rebuilt only when what it draws changes, not on every render of the tab.
  const drawn = JSON.stringify({ labels, series, stacked });

  useEffect(() => {
    if (!canvas.current) return;
    const { labels: axisLabels, series: bars } = JSON.parse(drawn) as { labels: string[]; series: BarSeries[] };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: axisLabels,
        datasets: bars.map((bar) => ({
          label: bar.label,
          data: bar.values,
          backgroundColor: bar.fill,
          borderColor: bar.edge ?? bar.fill,
          borderWidth: bar.edge ? 1 : 0,
          borderRadius: 3,
          maxBarThickness: 36,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: prefersReducedMotion() ? false : { duration: 350 },
        plugins: {
          legend: { display: bars.length > 1, position: 'bottom', labels: { boxWidth: 14, boxHeight: 14 } },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${formatValue(Number(item.raw))}` },
          },
        },
        scales: {
          x: {
            stacked,
            grid: { display: false },
            ticks: { maxRotation: 0, font: { size: 11 } },
            title: { display: Boolean(axisTitle), text: axisTitle ?? '' },
          },
          y: {
            stacked,
            beginAtZero: true,
            grid: { color: CHART_COLORS.grid },
            ticks: { precision: 0, callback: (value) => formatTick(Number(value)) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [drawn, formatValue, formatTick, stacked, axisTitle]);

  const captionId = `${id}-caption`;
  const tableId = `${id}-table`;
  return (
    <figure className="analytics-chart staff-card" aria-labelledby={captionId}>
      <figcaption className="analytics-chart__caption">
        <span id={captionId}>{title}</span>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`${showTable ? 'Hide' : 'Show'} data for ${title}`}
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'Hide data' : 'Show data'}
        </button>
      </figcaption>
      {note && <p className="analytics-chart__note">{note}</p>}
      <div className="analytics-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={summary}>
          {summary}
        </canvas>
      </div>
      <div className={showTable ? 'analytics-chart__table' : 'visually-hidden'} id={tableId}>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {series.map((bar) => (
                <th scope="col" key={bar.label}>
                  {bar.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowLabels.map((row, index) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {series.map((bar) => (
                  <td key={bar.label}>{formatValue(bar.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
