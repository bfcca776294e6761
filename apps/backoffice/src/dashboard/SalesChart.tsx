import type { AdminDashboard } from '@farmkit/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useShopDates } from '../api/dates';
import { Amount, useAmountFormatter } from '../api/money';

interface SalesChartProps {
  days: AdminDashboard['daily_sales'];
}

const HEIGHT = 220;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The last 30 days' sales as bars (uPlot: a small canvas chart library, loaded with this page only). The canvas is
 * a picture for sighted staff; the same figures are a table for screen readers.
 */
export default function SalesChart({ days }: SalesChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const amount = useAmountFormatter();
  const dates = useShopDates();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const primary = getComputedStyle(element).getPropertyValue('--fk-color-primary').trim() || '#1f7a3d';
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.date}T12:00:00Z`) / 1000),
      days.map((day) => day.total),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          // The shop's days in its locale (`28 Nov`), not uPlot's US month/day. uPlot puts a tick at the browser's
          // midnight: the nearest UTC midnight names its day, whatever the browser's zone.
          {
            values: (_chart, ticks) =>
              ticks.map((tick) =>
                dates.shortDay(
                  new Date(Math.round(tick / DAY_SECONDS) * DAY_SECONDS * 1000).toISOString().slice(0, 10),
                ),
              ),
          },
          { values: (_chart, ticks) => ticks.map((tick) => amount(tick).replace(/\.00$/, '')), size: 90 },
        ],
        series: [
          {},
          {
            label: 'Sales',
            fill: primary,
            stroke: primary,
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, amount, dates]);

  return (
    <>
      <div ref={box} className="bo-SalesChart" aria-hidden="true" />
      <table className="bo-visually-hidden">
        <caption>Sales per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{dates.day(day.date)}</th>
              <td>
                <Amount value={day.total} />
              </td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
