import { z } from 'zod';
import { normalizePhone, type PhoneProblem, phoneProblem } from './phone';

// The phone rule (./phone.ts) as a form field, in a module of its own so the rule itself
// carries no zod into a screen that only checks a phone.

/** The words a feature shows for each problem; the rule is the same everywhere. */
export type PhoneMessages = Readonly<Record<PhoneProblem, string>>;

/**
 * A phone field: refused with the feature's message for its first problem, given back in
 * the stored form (`normalizePhone`), so what is sent is what the shop keeps.
 */
export function phoneNumberSchema(messages: PhoneMessages) {
  return z
    .string()
    .superRefine((value, context) => {
      const problem = phoneProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: messages[problem] });
    })
    .transform(normalizePhone);
}
