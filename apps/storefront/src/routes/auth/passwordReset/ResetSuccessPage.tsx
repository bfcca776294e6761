import { LinkButton } from '@farmkit/ui/button';
import { paths } from '../../../paths';
import { AuthCard } from '../AuthCard';

/** /changepassword/success: the end of the reset flow. */
export function ResetSuccessPage() {
  return (
    <AuthCard title="Your Password has been Updated." subtitle="Sign in with your new password.">
      <LinkButton href={paths.login}>Log into your account</LinkButton>
    </AuthCard>
  );
}
