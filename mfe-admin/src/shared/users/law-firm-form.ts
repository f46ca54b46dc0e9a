// The law-firm form's values to and from the wire; the form's rules are the domain's lawFirmFormSchema.
import {
  calendarDateIn,
  calendarDayToWire,
  isCalendarDay,
  parseTypedDate,
  toTypedDate,
  type LawFirmFormValues,
} from '@litfund/domain';

/** The product rules (docs/product.md): default law-firm start date 2021-01-01, typed MM/dd/yyyy. */
export const DEFAULT_LAW_FIRM_START = '01/01/2021';

export const EMPTY_LAW_FIRM_FORM: LawFirmFormValues = {
  firmId: '',
  startDate: DEFAULT_LAW_FIRM_START,
  present: true,
  endDate: '',
};

export interface LawFirmWire {
  lawFirmUserId: number;
  startDate: string;
  endDate: string | null;
  present: boolean;
}

/** Dates go on the wire at 12:00 UTC. */
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
  return toTypedDate(isCalendarDay(value) ? value : calendarDateIn(value));
}
