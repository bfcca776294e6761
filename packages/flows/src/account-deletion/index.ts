export {
  type AccountDeletionContext,
  type AccountDeletionEvent,
  type AccountDeletionInput,
  accountDeletionMachine,
  nameMatches,
} from './account-deletion.machine';
