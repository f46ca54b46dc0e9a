// The page's form schema (react-hook-form + zod); the rules themselves live in calculator.ts so embed.js shares them.
import { z } from 'zod';
import { CONTRACT_TYPES } from '@litfund/domain';
import { CALCULATOR_MESSAGES, amountError } from './calculator.ts';

export const calculatorFormSchema = z.object({
  state: z.string().trim().min(1, CALCULATOR_MESSAGES.stateRequired),
  contractType: z.enum(CONTRACT_TYPES),
  amount: z.string().superRefine((value, ctx) => {
    const message = amountError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
});

export type CalculatorFormInput = z.input<typeof calculatorFormSchema>;
export type CalculatorFormValues = z.output<typeof calculatorFormSchema>;
