import { Field, Input } from 'shared-ui';

/** The document kinds the server accepts (it checks the magic bytes; this only narrows the picker). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx';

/**
 * A labelled file picker. Chakra's Input takes its id from Field.Root, so the label names it; a bare <input> inside
 * Field.Root would be unlabelled. Change `resetKey` to clear the picked file.
 */
export function FileField({
  label,
  resetKey,
  onPick,
  maxW,
}: {
  label: string;
  resetKey: number;
  onPick: (file: File | null) => void;
  maxW?: string;
}) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <Input
        key={resetKey}
        type="file"
        accept={DOCUMENT_ACCEPT}
        p="1"
        onChange={(e) => onPick(e.currentTarget.files?.[0] ?? null)}
      />
    </Field.Root>
  );
}
