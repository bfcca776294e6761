export { Timeline, type TimelineProps, type TimelineStep, type TimelineTone } from './Timeline.js';
