import { useEffect } from 'react';
import { useToast } from '../../toasts/useToast';

export const OTP_RESENT = 'otp resent';

/** Confirms each successful resend, which a code machine marks with `notice: 'resent'`. */
export function useResentToast(notice: 'resent' | null) {
  const toast = useToast();
  useEffect(() => {
    if (notice === 'resent') toast.success(OTP_RESENT);
  }, [notice, toast]);
}
