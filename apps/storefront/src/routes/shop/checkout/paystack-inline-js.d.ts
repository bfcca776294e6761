// The part of @paystack/inline-js 2.x this app uses (the package ships no types). See its README.
declare module '@paystack/inline-js' {
  export interface PaystackTransactionResult {
    id: number;
    reference: string;
    message: string;
  }

  export interface PaystackTransactionOptions {
    /** Resumes the transaction the server initialized. */
    accessCode: string;
    onSuccess?: (transaction: PaystackTransactionResult) => void;
    /** The payer closed the popup. */
    onCancel?: () => void;
    /** The transaction could not be loaded. */
    onError?: (error: { message: string }) => void;
    /** The payer sent a bank transfer that Paystack has not confirmed yet; the popup closes. */
    onBankTransferConfirmationPending?: () => void;
  }

  export interface PopupTransaction {
    id: number | null;
  }

  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): PopupTransaction;
    cancelTransaction(transaction?: PopupTransaction): void;
  }
}
