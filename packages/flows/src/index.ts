// The machines (sign-up verification, password reset, account deletion, checkout) arrive with the
// accounts and checkout capabilities; the package is in place so the workspace graph is final.
export {};
