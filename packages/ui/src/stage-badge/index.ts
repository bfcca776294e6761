export {
  defaultStageLabels,
  type OrderStage,
  orderStages,
  StageBadge,
  type StageBadgeProps,
  type StageTone,
  stageTones,
} from './StageBadge.js';
