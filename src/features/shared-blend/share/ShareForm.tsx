import { type ReactNode, useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useZodForm } from '@/lib/zodForm';
import { Button, cx, layout } from '@/ui';
import styles from './ShareBlendDialog.module.css';
import { shareTexts } from './texts';
import type { ShareProblem, ShareValues } from './useShareBlend';

const texts = shareTexts.form;
/** The contract's limit of a note. */
const NOTE_MAX = 140;

const shareSchema = z.object({
  note: z.string().refine((note) => note.trim().length <= NOTE_MAX, texts.tooLong(NOTE_MAX)),
  showSurname: z.boolean(),
}) satisfies z.ZodType<ShareValues>;

interface ShareFormProps {
  defaults: ShareValues;
  submitLabel: string;
  isSending: boolean;
  problem: ShareProblem | null;
  onSubmit: (values: ShareValues) => void;
  onRetry: () => void;
  /** What the page will show, which follows 'Tampilkan nama lengkap' as it is ticked. */
  preview?: (showSurname: boolean) => ReactNode;
}

/**
 * The note (at most 140 characters, counted as typed) and whether the whole name shows; a
 * refusal (too long here, a link at the gateway) is said under the note, which keeps its text.
 */
export function ShareForm({ defaults, submitLabel, isSending, problem, ...on }: ShareFormProps) {
  const { preview } = on;
  const { control, handleSubmit, register } = useZodForm(shareSchema, {
    defaultValues: defaults,
    mode: 'onChange',
  });
  const note = useController({ control, name: 'note' });
  const typed = useWatch({ control, name: 'note' }) ?? '';
  const showSurname = useWatch({ control, name: 'showSurname' }) ?? false;
  const id = useId();
  const error =
    note.fieldState.error?.message ??
    (problem?.kind === 'note' && problem.note === typed ? problem.message : null);
  const used = typed.trim().length;
  return (
    <form className={layout.stack} onSubmit={handleSubmit(on.onSubmit)} noValidate>
      {preview?.(showSurname)}
      <div className={cx(layout.stack, styles.field)}>
        <label htmlFor={`${id}-note`} className={styles.label}>
          {texts.note}
        </label>
        <textarea
          {...note.field}
          id={`${id}-note`}
          className={styles.textarea}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help ${id}-count${error ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-help`} className={styles.help}>
          {texts.noteHelp}{' '}
          <span id={`${id}-count`} className={cx(used > NOTE_MAX && styles.over)}>
            {texts.count(used, NOTE_MAX)}
          </span>
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <label className={cx(layout.cluster, styles.checkbox)}>
        <input type="checkbox" {...register('showSurname')} />
        {texts.fullName}
      </label>
      {problem?.kind === 'offline' && (
        <p className={cx(layout.callout, styles.problem)} role="alert">
          {texts.offline}
        </p>
      )}
      {problem?.kind === 'failed' && (
        <div className={cx(layout.callout, styles.problem)} role="alert">
          <p>
            {texts.failed} {problem.message}
          </p>
          <Button variant="secondary" onPress={on.onRetry} isLoading={isSending}>
            {shareTexts.retry}
          </Button>
        </div>
      )}
      <Button type="submit" isLoading={isSending} className={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}
