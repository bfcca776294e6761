import { feedbackFormSchema } from '@farmkit/contract';
import { Button } from '@farmkit/ui/button';
import { FormField } from '@farmkit/ui/form-field';
import { TextAreaField } from '@farmkit/ui/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useSendFeedback } from '../../api/profile';
import { useErrorToast } from '../../toasts/useErrorToast';
import { useToast } from '../../toasts/useToast';

/** The confirmation's text, misspelling included: it is what the server says too. */
export const FEEDBACK_SENT = 'feedback submitted Succesfully';

export function FeedbackForm() {
  const sendFeedback = useSendFeedback();
  const toast = useToast();
  const showError = useErrorToast();
  const { control, handleSubmit, reset } = useForm({
    mode: 'onTouched',
    resolver: yupResolver(feedbackFormSchema),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(({ message }) =>
    sendFeedback.mutate(message, {
      onSuccess: () => {
        reset({ message: '' });
        toast.success(FEEDBACK_SENT);
      },
      onError: showError,
    }),
  );

  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      <div className="account-form-wide">
        <FormField control={control} name="message">
          {(field) => <TextAreaField {...field} label="Your feedback" rows={5} />}
        </FormField>
      </div>
      <div className="account-form-actions">
        <Button type="submit" isDisabled={sendFeedback.isPending}>
          Send feedback
        </Button>
      </div>
    </form>
  );
}
