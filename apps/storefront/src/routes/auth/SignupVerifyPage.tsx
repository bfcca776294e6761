import { useState } from 'react';
import { savedEmail } from '../../session/savedEmail';
import { AuthCard } from './AuthCard';
import { EmailForm } from './EmailForm';
import { SignupVerification } from './SignupVerification';

/** /signupverify: the code sent at sign-up, for the e-mail kept from the sign-up or login form. */
export function SignupVerifyPage() {
  const [email, setEmail] = useState(savedEmail.get);
  if (email === null) {
    return (
      <AuthCard title="Verify your email" subtitle="Enter the email address you signed up with.">
        <EmailForm
          submitLabel="Continue"
          onSubmit={(typed) => {
            savedEmail.set(typed);
            setEmail(typed);
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your email" subtitle={`Enter the 6-digit code we sent to ${email}.`}>
      <SignupVerification email={email} />
    </AuthCard>
  );
}
