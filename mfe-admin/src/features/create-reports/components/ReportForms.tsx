// docs/product.md: Export Report and Download Raw Data, each with its required fields; dates typed
// MM/DD/YYYY and sent dd/mm/yyyy; the answer is saved as a download.
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  Button,
  Card,
  Checkbox,
  DateField,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  getErrorMessage,
  getErrorStatus,
  useNotification,
  useZodForm,
  fireAndForget,
} from 'shared-ui';
import {
  RAW_REPORT_FIELDS,
  RAW_REPORT_FIELD_LABELS,
  REPORT_CONTRACT_STATUSES,
  REPORT_CONTRACT_TYPES,
  REPORT_PERIODICITIES,
  periodReportFormSchema,
  rawReportFormSchema,
} from '@litfund/domain';
import type { ReportContractStatus, ReportContractType } from '@litfund/domain';
import { SelectField } from '../../../shared/forms/SelectField.tsx';
import { CheckboxList } from './CheckboxList.tsx';
import { useReportRequest, type ReportPath } from '../api/create-report.ts';
import { downloadFile } from '../api/download-file.ts';

/** 'closedNotPaidOff' -> 'Closed Not Paid Off'. */
const words = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string = words) =>
  values.map((value) => ({ value, label: label(value) }));
const TYPE_OPTIONS = optionsOf(Object.keys(REPORT_CONTRACT_TYPES) as ReportContractType[]);
const STATUS_OPTIONS = optionsOf(Object.keys(REPORT_CONTRACT_STATUSES) as ReportContractStatus[]);
const FIELD_OPTIONS = optionsOf(RAW_REPORT_FIELDS, (f) => RAW_REPORT_FIELD_LABELS[f]);
const PERIODICITY_OPTIONS = optionsOf(REPORT_PERIODICITIES);

interface Period {
  from: string;
  to: string;
}

type ReportSchema = z.ZodType<Period, Period>;
/** The first values: a select may start empty, so only some fields need one. */
type FirstValues<S extends ReportSchema> = NonNullable<Parameters<typeof useZodForm<S>>[1]>['defaultValues'];

/** What sets one report form apart: its title, schema, first values and where it is sent. */
interface ReportDescription<S extends ReportSchema> {
  /** The card's heading, the form's accessible name and its submit button. */
  title: string;
  /** One line on what the file holds. */
  description: string;
  schema: S;
  defaultValues: FirstValues<S>;
  path: ReportPath;
}

const EXPORT_REPORT: ReportDescription<typeof periodReportFormSchema> = {
  title: 'Export Report',
  description: 'A summary of the contracts in the period, by periodicity, for the chosen types and statuses.',
  schema: periodReportFormSchema,
  defaultValues: { from: '', to: '', contractType: [], contractStatus: [] },
  path: 'Report/createReport/report',
};

const RAW_DATA: ReportDescription<typeof rawReportFormSchema> = {
  title: 'Download Raw Data',
  description: 'One row per contract in the period, with the fields you choose.',
  schema: rawReportFormSchema,
  defaultValues: { from: '', to: '', exportPropertiesList: [] },
  path: 'Report/createReport/all',
};

export interface ReportFormProps {
  /** Called when the server refuses the session (401/403). */
  onRefused: () => void;
}

/** Requests a file, saves it, and reports a refusal or an error. */
function useDownload<F extends Period>(path: ReportPath, onRefused: () => void) {
  const notify = useNotification((s) => s.notify);
  const request = useReportRequest<F>(path);
  return async (values: F) => {
    try {
      downloadFile(await request.mutateAsync(values));
    } catch (error) {
      const status = getErrorStatus(error);
      if (status === 401 || status === 403) onRefused();
      else notify(await getErrorMessage(error), 'error');
    }
  };
}

/** The report's form state, and its frame's props: a valid submit downloads the report. */
function useReportForm<S extends ReportSchema>(report: ReportDescription<S>, onRefused: () => void) {
  const form = useZodForm(report.schema, { defaultValues: report.defaultValues });
  const download = useDownload<z.output<S>>(report.path, onRefused);
  const frame = {
    title: report.title,
    description: report.description,
    isSubmitting: form.formState.isSubmitting,
    onSubmit: fireAndForget(form.handleSubmit(download)),
  };
  return { form, frame };
}

interface FrameProps {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  children: ReactNode;
}

/** A report form in its own headed card: what it makes, its fields, and a submit button named like the form. */
function ReportFormFrame({ title, description, onSubmit, isSubmitting, children }: FrameProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>
        <form noValidate aria-label={title} onSubmit={onSubmit}>
          <Stack gap="5">
            {children}
            <Button type="submit" colorPalette="blue" alignSelf="start" loading={isSubmitting}>
              {title}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

interface PeriodFieldsProps {
  register: (name: keyof Period) => Omit<ComponentProps<typeof DateField>, 'label'>;
  errors: Partial<Record<keyof Period, { message?: string }>>;
}

/** From and To, both required, typed MM/DD/YYYY. */
function PeriodFields({ register, errors }: PeriodFieldsProps) {
  return (
    <>
      <DateField label="From" required error={errors.from?.message} {...register('from')} />
      <DateField label="To" required error={errors.to?.message} {...register('to')} />
    </>
  );
}

/** Keeps a report to contracts whose cancellation window is open today (docs/product.md). */
function CancellationWindowField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Only contracts that can still be cancelled today</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function ExportReportForm({ onRefused }: ReportFormProps) {
  const { form, frame } = useReportForm(EXPORT_REPORT, onRefused);
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  return (
    <ReportFormFrame {...frame}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <PeriodFields register={register} errors={errors} />
        <SelectField
          label="Periodicity"
          required
          placeholder="Select periodicity"
          options={PERIODICITY_OPTIONS}
          error={errors.reportPriority?.message}
          {...register('reportPriority')}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <CheckboxList
          legend="Contract types"
          options={TYPE_OPTIONS}
          value={watch('contractType')}
          error={errors.contractType?.message}
          onChange={(v) => setValue('contractType', v, { shouldValidate: true })}
        />
        <CheckboxList
          legend="Statuses"
          options={STATUS_OPTIONS}
          value={watch('contractStatus')}
          error={errors.contractStatus?.message}
          onChange={(v) => setValue('contractStatus', v, { shouldValidate: true })}
        />
      </SimpleGrid>
      <CancellationWindowField
        checked={watch('inCancellationWindow') === true}
        onChange={(v) => setValue('inCancellationWindow', v)}
      />
    </ReportFormFrame>
  );
}

export function RawDataForm({ onRefused }: ReportFormProps) {
  const { form, frame } = useReportForm(RAW_DATA, onRefused);
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  return (
    <ReportFormFrame {...frame}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PeriodFields register={register} errors={errors} />
      </SimpleGrid>
      <CheckboxList
        legend="Fields to export"
        options={FIELD_OPTIONS}
        columns={3}
        bulk
        value={watch('exportPropertiesList')}
        error={errors.exportPropertiesList?.message}
        onChange={(v) => setValue('exportPropertiesList', v, { shouldValidate: true })}
      />
      <CancellationWindowField
        checked={watch('inCancellationWindow') === true}
        onChange={(v) => setValue('inCancellationWindow', v)}
      />
    </ReportFormFrame>
  );
}
