import { ORDER_STAGE_LABELS, ORDER_STAGES, type OrderStage } from '@farmkit/contract';
import '../theme.css';
import './StageBadge.css';

export type { OrderStage };

/** Every stage an order goes through, in their usual order: the contract's, which the API answers. */
export const orderStages = ORDER_STAGES;

export type StageTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'warning';

/** The English names of the stages (the contract's); an app passes its own through `label`. */
export const defaultStageLabels: Readonly<Record<OrderStage, string>> = ORDER_STAGE_LABELS;

export const stageTones: Record<OrderStage, StageTone> = {
  placed: 'neutral',
  confirmed: 'info',
  out_for_delivery: 'progress',
  delivered: 'success',
  cancelled: 'danger',
  on_hold: 'warning',
};

/** 12px strokes drawn in the text colour: a second cue besides colour for stages with close tones. */
const icons: Record<OrderStage, string> = {
  placed: 'M6 2.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  confirmed: 'M2.5 6.5 5 9l4.5-5.5',
  out_for_delivery: 'M1.5 6h7M6 3l3 3-3 3M10.5 2.5v7',
  delivered: 'M1 6.5 3.5 9 8 3.5M6 8.5l.5.5L11 3.5',
  cancelled: 'M3 3l6 6M9 3 3 9',
  on_hold: 'M4.5 2.5v7M7.5 2.5v7',
};

export interface StageBadgeProps {
  stage: OrderStage;
  /** The visible text; the English name of the stage by default. */
  label?: string;
}

/** An order's stage as a coloured pill with an icon; the text always says it, so colour is never the only cue. */
export function StageBadge({ stage, label = defaultStageLabels[stage] }: StageBadgeProps) {
  return (
    <span className="fk-StageBadge" data-stage={stage} data-tone={stageTones[stage]}>
      <svg
        className="fk-StageBadge-icon"
        viewBox="0 0 12 12"
        width="12"
        height="12"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icons[stage]} />
      </svg>
      {label}
    </span>
  );
}
