import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  AI_PROJECT_HINT,
  CANCEL_CONFIRM_MESSAGE,
  DEFAULT_AI_PROJECT_QUESTION,
  DEFAULT_HEADLINE_QUESTION,
  DEFAULT_QUESTIONS,
  HEADLINE_HINT,
  isRequiredQuestion,
  missingRequiredAnswers,
  questionsFor,
  REQUIRED_ANSWERS_MESSAGE,
} from '@hearth/contract/request-rules';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';

type QuestionsEvent = { name: string; requireDefaultQuestions: boolean; questions: string[] };

const labels: Record<string, string> = {
  [DEFAULT_HEADLINE_QUESTION]: 'Headline *',
  [DEFAULT_AI_PROJECT_QUESTION]: 'AI project *',
};

/**
 * docs/product/registrations.md#questions dialog: the default questions (headline, AI project) when the event requires
 * them, then the host's questions; a trailing '*' marks a required one. Cancelling asks first.
 */
export function QuestionsDialog({
  event,
  open,
  onOpenChange,
  onSubmit,
  pending,
  initialHeadline = '',
}: {
  event: QuestionsEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: { questions: string[]; answers: string[] }) => Promise<boolean>;
  pending: boolean;
  initialHeadline?: string;
}) {
  const questions = questionsFor(event);
  const defaults = event.requireDefaultQuestions ? DEFAULT_QUESTIONS.length : 0;
  const blank = () => questions.map((question) => (question === DEFAULT_HEADLINE_QUESTION && defaults ? initialHeadline : ''));
  const [answers, setAnswers] = useState<string[]>(blank);
  const [showErrors, setShowErrors] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const reset = () => {
    setAnswers(blank());
    setShowErrors(false);
  };

  const handleSubmit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    if (missingRequiredAnswers(event, answers)) {
      setShowErrors(true);
      toast.error(REQUIRED_ANSWERS_MESSAGE);
      return;
    }
    const done = await onSubmit({ questions, answers: answers.map((answer) => answer.trim()) });
    if (done) reset();
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : setConfirmCancel(true))}
        title={`Request to join ${event.name}`}
        description="Answer the host's questions. Questions marked with * are required."
        size="lg"
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          {questions.map((question, index) => {
            const required = index < defaults || isRequiredQuestion(question);
            const missing = showErrors && required && !(answers[index] ?? '').trim();
            const isDefault = index < defaults;
            const label = isDefault ? (labels[question] ?? question) : question;
            const hint = isDefault
              ? question === DEFAULT_HEADLINE_QUESTION
                ? `e.g. ${HEADLINE_HINT}`
                : AI_PROJECT_HINT
              : undefined;
            const setAnswer = (value: string) => setAnswers((current) => current.map((item, i) => (i === index ? value : item)));
            return (
              <Field
                key={`${index}-${question}`}
                label={label}
                hint={hint}
                error={missing ? 'This question is required.' : undefined}
              >
                {(props) =>
                  question === DEFAULT_HEADLINE_QUESTION && isDefault ? (
                    <Input
                      {...props}
                      value={answers[index] ?? ''}
                      onChange={(changeEvent) => setAnswer(changeEvent.target.value)}
                      placeholder={HEADLINE_HINT}
                      aria-required={required}
                      maxLength={200}
                    />
                  ) : (
                    <Textarea
                      {...props}
                      value={answers[index] ?? ''}
                      onChange={(changeEvent) => setAnswer(changeEvent.target.value)}
                      aria-required={required}
                      rows={3}
                      maxLength={5000}
                    />
                  )
                }
              </Field>
            );
          })}
          <DialogFooter>
            <Button variant="secondary" onClick={() => setConfirmCancel(true)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Submitting…' : 'Submit'}
            </Button>
          </DialogFooter>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={CANCEL_CONFIRM_MESSAGE}
        description="Your answers will not be saved."
        confirmLabel="Yes, cancel"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setConfirmCancel(false);
          reset();
          onOpenChange(false);
        }}
      />
    </>
  );
}
