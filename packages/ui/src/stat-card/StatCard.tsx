import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import '../theme.css';
import './StatCard.css';

export type StatCardTone = 'default' | 'warning' | 'success';

export interface StatCardTrend {
  direction: 'up' | 'down' | 'flat';
  /** Says the change in words ("+12% on last week"): the arrow is decoration. */
  label: string;
}

export interface StatCardProps extends Omit<LinkProps, 'children' | 'className' | 'style' | 'href'> {
  /** What the figure counts ("Orders to confirm"). */
  label: string;
  /** The figure, formatted by the app (a count, an amount of money). */
  value: ReactNode;
  /** A secondary line under the figure ("3 since 9:00"). */
  hint?: ReactNode;
  trend?: StatCardTrend;
  /** Accent colour; the label or hint says why, so colour is never the only cue. */
  tone?: StatCardTone;
  /** Makes the whole card one link (to the list the figure counts). */
  href?: string;
  /** The figure is loading: a placeholder shows in its place. */
  isLoading?: boolean;
  /** Read by screen readers in place of the figure while it loads. */
  loadingLabel?: string;
}

const trendPaths: Record<StatCardTrend['direction'], string> = {
  up: 'M8 13V3M3.5 7.5 8 3l4.5 4.5',
  down: 'M8 3v10M3.5 8.5 8 13l4.5-4.5',
  flat: 'M3 8h10M9.5 4.5 13 8l-3.5 3.5',
};

/** A labelled figure for a dashboard; with `href`, the whole card is one link named by its label and figure. */
export function StatCard({
  label,
  value,
  hint,
  trend,
  tone = 'default',
  href,
  isLoading = false,
  loadingLabel = 'Loading',
  ...linkProps
}: StatCardProps) {
  const figure = (
    <>
      <span className="fk-StatCard-label">{label}</span>
      <span className="fk-StatCard-value">
        {isLoading ? (
          <>
            <span className="fk-StatCard-bone" aria-hidden="true" />
            <span className="fk-StatCard-hidden">{loadingLabel}</span>
          </>
        ) : (
          value
        )}
      </span>
    </>
  );

  // The link holds the label and the figure, so its name says both ("Orders to confirm 12"); a stretched
  // pseudo-element makes the whole card its click target (the block-link pattern of ProductCard), and the
  // trend and hint stay readable after it without bloating the link's name.
  return (
    <div className="fk-StatCard" data-tone={tone} data-linked={href ? true : undefined} aria-busy={isLoading}>
      {href ? (
        <Link {...linkProps} href={href} className="fk-StatCard-link">
          {figure}
          <svg
            className="fk-StatCard-chevron"
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 3.5 10.5 8 6 12.5" />
          </svg>
        </Link>
      ) : (
        <div className="fk-StatCard-figure">{figure}</div>
      )}
      {!isLoading && trend && (
        <span className="fk-StatCard-trend" data-direction={trend.direction}>
          <svg
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={trendPaths[trend.direction]} />
          </svg>
          {trend.label}
        </span>
      )}
      {hint != null && <span className="fk-StatCard-hint">{hint}</span>}
    </div>
  );
}
