import { z } from 'zod';
import { MESSAGES, calendarDayToWire, parseTypedDate, toTypedDate, calendarDateIn } from '@litfund/domain';

/** docs/product.md: default law-firm start date 2021-01-01, typed MM/dd/yyyy. */
export const DEFAULT_LAW_FIRM_START = '01/01/2021';
export const END_DATE_REQUIRED = 'End date is required';
export const END_BEFORE_START = 'End date cannot be before the date joined';
export const INVALID_DATE = 'Enter a valid date (MM/DD/YYYY)';

/**
 * The law-firm add/edit form (docs/product.md): firm, date joined and end date are required, the end date unless
 * 'present'; dates go on the wire at 12:00 UTC.
 */
export const lawFirmFormSchema = z
  .object({
    firmId: z.string().min(1, MESSAGES.required),
    startDate: z.string().trim().min(1, MESSAGES.required),
    present: z.boolean(),
    endDate: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    const start = parseTypedDate(value.startDate);
    if (value.startDate && !start) ctx.addIssue({ code: 'custom', path: ['startDate'], message: INVALID_DATE });
    if (value.present) return;
    if (!value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_DATE_REQUIRED });
      return;
    }
    const end = parseTypedDate(value.endDate);
    if (!end) ctx.addIssue({ code: 'custom', path: ['endDate'], message: INVALID_DATE });
    else if (start && end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
  });

export type LawFirmFormValues = z.input<typeof lawFirmFormSchema>;

export interface LawFirmWire {
  lawFirmUserId: number;
  startDate: string;
  endDate: string | null;
  present: boolean;
}

export function lawFirmToWire(values: LawFirmFormValues): LawFirmWire {
  const start = parseTypedDate(values.startDate)!;
  const end = values.present ? null : parseTypedDate(values.endDate);
  return {
    lawFirmUserId: Number(values.firmId),
    startDate: calendarDayToWire(start),
    endDate: end ? calendarDayToWire(end) : null,
    present: values.present,
  };
}

/** A wire date (ISO at 12:00Z or a plain day) back into the MM/DD/YYYY field. */
export function wireToTyped(value: string | null | undefined): string {
  if (!value) return '';
  return toTypedDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : calendarDateIn(value));
}

export const EMPTY_LAW_FIRM_FORM: LawFirmFormValues = { firmId: '', startDate: DEFAULT_LAW_FIRM_START, present: true, endDate: '' };
