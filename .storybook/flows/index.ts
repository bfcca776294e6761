// Docs blocks for the Flows pages (packages/flows/src/**/*.mdx).
export { FlowEvents } from './FlowEvents';
export { FlowStates } from './FlowStates';
export { MachineDiagram } from './MachineDiagram';
