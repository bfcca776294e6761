export {
  type MachineOutline,
  outlineMachine,
  type StateOutline,
  type TransitionOutline,
} from './machine-outline';
export { machineToMermaid } from './machine-to-mermaid';
export { flowStateTag, needsStory, pinnedStateId } from './story-pins';
