// docs/product.md: Export Report and Download Raw Data, each with its required fields; dates typed
// MM/DD/YYYY and sent dd/mm/yyyy; the answer is saved as a download.
import type { ReactNode } from 'react';
import {
  Button,
  DateField,
  Field,
  NativeSelect,
  Section,
  SimpleGrid,
  Stack,
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
import { CheckboxList } from './CheckboxList.tsx';
import { usePeriodReport } from '../api/create-period-report.ts';
import { useRawReport } from '../api/create-raw-report.ts';
import { downloadFile, type FileResponse } from '../api/download-file.ts';

/** 'closedNotPaidOff' -> 'Closed Not Paid Off'. */
const words = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string = words) =>
  values.map((value) => ({ value, label: label(value) }));
const TYPE_OPTIONS = optionsOf(Object.keys(REPORT_CONTRACT_TYPES) as ReportContractType[]);
const STATUS_OPTIONS = optionsOf(Object.keys(REPORT_CONTRACT_STATUSES) as ReportContractStatus[]);
const FIELD_OPTIONS = optionsOf(RAW_REPORT_FIELDS, (f) => RAW_REPORT_FIELD_LABELS[f]);

export interface ReportFormProps {
  /** Called when the server refuses the session (401/403). */
  onRefused: () => void;
}

/** Requests a file, saves it, and reports a refusal or an error. */
function useDownload(onRefused: () => void) {
  const notify = useNotification((s) => s.notify);
  return async (request: () => Promise<FileResponse>) => {
    try {
      downloadFile(await request());
    } catch (error) {
      const status = getErrorStatus(error);
      if (status === 401 || status === 403) onRefused();
      else notify(await getErrorMessage(error), 'error');
    }
  };
}

interface FrameProps {
  title: string;
  onSubmit: () => void;
  isSubmitting: boolean;
  children: ReactNode;
}

/** A report form: its section heading, fields, and a submit button named like the form. */
function ReportFormFrame({ title, onSubmit, isSubmitting, children }: FrameProps) {
  return (
    <Section title={title}>
      <form noValidate aria-label={title} onSubmit={onSubmit}>
        <Stack gap="4">
          {children}
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={isSubmitting}>
            {title}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}

export function ExportReportForm({ onRefused }: ReportFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(periodReportFormSchema, {
    defaultValues: { from: '', to: '', contractType: [], contractStatus: [] },
  });
  const download = useDownload(onRefused);
  const report = usePeriodReport();
  return (
    <ReportFormFrame
      title="Export Report"
      isSubmitting={isSubmitting}
      onSubmit={fireAndForget(handleSubmit((values) => download(() => report.mutateAsync(values))))}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <DateField label="From" required error={errors.from?.message} {...register('from')} />
        <DateField label="To" required error={errors.to?.message} {...register('to')} />
        <Field.Root invalid={Boolean(errors.reportPriority)} required>
          <Field.Label>
            Periodicity
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('reportPriority')}>
              <option value="">Select periodicity</option>
              {REPORT_PERIODICITIES.map((p) => (
                <option key={p} value={p}>
                  {words(p)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.reportPriority ? <Field.ErrorText>{errors.reportPriority.message}</Field.ErrorText> : null}
        </Field.Root>
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
    </ReportFormFrame>
  );
}

export function RawDataForm({ onRefused }: ReportFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useZodForm(rawReportFormSchema, {
    defaultValues: { from: '', to: '', exportPropertiesList: [] },
  });
  const download = useDownload(onRefused);
  const report = useRawReport();
  return (
    <ReportFormFrame
      title="Download Raw Data"
      isSubmitting={isSubmitting}
      onSubmit={fireAndForget(handleSubmit((values) => download(() => report.mutateAsync(values))))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <DateField label="From" required error={errors.from?.message} {...register('from')} />
        <DateField label="To" required error={errors.to?.message} {...register('to')} />
      </SimpleGrid>
      <CheckboxList
        legend="Fields to export"
        options={FIELD_OPTIONS}
        columns={3}
        value={watch('exportPropertiesList')}
        error={errors.exportPropertiesList?.message}
        onChange={(v) => setValue('exportPropertiesList', v, { shouldValidate: true })}
      />
    </ReportFormFrame>
  );
}
