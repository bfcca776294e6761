import type { ReactNode } from 'react';
import '../theme.css';
import './Timeline.css';

export type TimelineTone = 'neutral' | 'success' | 'info' | 'warning' | 'danger';

export interface TimelineStep {
  /** A stable key for the step (its event's id); the index is used without it. */
  id?: string;
  title: ReactNode;
  /** When it happened, an ISO 8601 date-time: the `<time>` element's `dateTime`. */
  time?: string;
  /** The time as shown; without it, `time` goes through the timeline's `formatDate`. */
  timeLabel?: ReactNode;
  /** A line under the title: who did it, why, a reference. */
  note?: ReactNode;
  /** Colour of the step's dot: `danger` for a failure, `success` for a finished step. */
  tone?: TimelineTone;
  /**
   * The step things are at now: emphasised, `aria-current="step"`, and the steps after it shown as still
   * to come. Without a current step, the last step is emphasised and none is upcoming.
   */
  current?: boolean;
}

export interface TimelineProps {
  steps: readonly TimelineStep[];
  /** Names the list for screen readers ("Order history"). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Turns a step's ISO `time` into its label; by default a medium date and short time in `locale`. */
  formatDate?: (iso: string) => string;
  /** Locale of the default `formatDate`. */
  locale?: string;
  /** IANA time zone of the default `formatDate` ("Africa/Lagos"); the browser's by default. */
  timeZone?: string;
}

type StepStatus = 'past' | 'current' | 'upcoming';

function defaultFormatter(locale: string, timeZone: string | undefined) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

/**
 * What happened, in order: a list of steps on a rail, each with its dot, title, time and note. The
 * current step (or the last one) stands out; steps after a `current` one are drawn as still to come.
 * Generic: an order's progress, a product's changes, a refund's handling.
 */
export function Timeline({
  steps,
  formatDate,
  locale = 'en-NG',
  timeZone,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: TimelineProps) {
  const format = formatDate ?? defaultFormatter(locale, timeZone);
  const flagged = steps.findIndex((step) => step.current);
  const currentIndex = flagged === -1 ? steps.length - 1 : flagged;
  return (
    <ol className="fk-Timeline" aria-label={ariaLabel} aria-labelledby={ariaLabelledby}>
      {steps.map((step, index) => {
        const status: StepStatus =
          index < currentIndex ? 'past' : index === currentIndex ? 'current' : 'upcoming';
        const timeLabel = step.timeLabel ?? (step.time ? format(step.time) : null);
        return (
          <li
            key={step.id ?? index}
            className="fk-Timeline-step"
            data-status={status}
            data-tone={step.tone ?? 'neutral'}
            aria-current={flagged === index ? 'step' : undefined}
          >
            <span className="fk-Timeline-dot" aria-hidden="true" />
            <div className="fk-Timeline-content">
              <span className="fk-Timeline-title">{step.title}</span>
              {timeLabel != null &&
                (step.time ? (
                  <time className="fk-Timeline-time" dateTime={step.time}>
                    {timeLabel}
                  </time>
                ) : (
                  <span className="fk-Timeline-time">{timeLabel}</span>
                ))}
              {step.note != null && <span className="fk-Timeline-note">{step.note}</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
