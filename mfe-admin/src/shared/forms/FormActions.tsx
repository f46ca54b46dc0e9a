import { Button, HStack } from 'shared-ui';

export interface FormActionsProps {
  submitLabel: string;
  isSubmitting: boolean;
  disabled?: boolean;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  gap?: '2' | '3';
}

/** A small form's submit button, and Cancel where the form edits something in place. */
export function FormActions({ submitLabel, isSubmitting, disabled, onCancel, gap = '2' }: FormActionsProps) {
  return (
    <HStack gap={gap}>
      <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} disabled={disabled}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </HStack>
  );
}
