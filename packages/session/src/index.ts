export { refreshAccess } from './refreshAccess';
export { forgetRestore, restoreSession } from './restoreSession';
export { type SessionState, sessionStore, useSession } from './sessionStore';
