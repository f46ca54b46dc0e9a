import { useState } from 'react';
import { Button, HStack, Stack, Text, useNotification } from 'shared-ui';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, MESSAGES, type LawFirmFormValues, type User } from '@litfund/domain';
import { useLawFirms } from '../../../shared/users/api/get-law-firms.ts';
import { EMPTY_LAW_FIRM_FORM, lawFirmToWire, wireToTyped } from '../../../shared/users/law-firm-form.ts';
import { LawFirmForm } from '../../../shared/users/components/LawFirmForm.tsx';
import { LawFirmRows } from '../../../shared/users/components/LawFirmRows.tsx';
import { RowAction } from '../../../shared/tables/RowAction.tsx';
import { useDecideLawFirmClaim, type ClaimDecision } from '../api/decide-law-firm-claim.ts';
import { useAddLawFirm, useUpdateLawFirm } from '../api/save-law-firm.ts';

export const LAW_FIRM_EDITED = 'LawFirm successfuly edited';

/**
 * Law-firm history rows: added with addLawFirms, edited with updateLawFirm (docs/product.md); links an admin saves are
 * confirmed. A user's own claim shows as awaiting confirmation, with Confirm and Decline. Only attorneys are members:
 * for anyone else there is nothing to add.
 */
export function LawFirmsEditor({ user }: { user: User }) {
  const notify = useNotification((s) => s.notify);
  const firms = useLawFirms();
  const addLink = useAddLawFirm();
  const updateLink = useUpdateLawFirm();
  const decideClaim = useDecideLawFirmClaim();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const nameOf = (id: number) => firms.find((f) => f.id === id)?.firstName ?? '';
  // failures are announced in the banner; the form stays open with its values
  const done = (success: string) => ({
    onSuccess: () => {
      notify(success, 'success');
      setEditing(null);
    },
  });

  const decide = (linkId: number, decision: ClaimDecision) =>
    decideClaim.mutate(
      { userId: user.id, linkId, decision },
      done(decision === 'confirm' ? M.confirmed : M.declinedDone),
    );

  const add = async (values: LawFirmFormValues) => {
    const wire = lawFirmToWire(values);
    await addLink
      .mutateAsync(
        { userId: user.id, link: { ...wire, firstName: nameOf(wire.lawFirmUserId) } },
        done(MESSAGES.dataChanged),
      )
      .catch(() => undefined);
  };

  return (
    <Stack gap="3">
      <LawFirmRows
        rows={user.lawFirms.map((link) => ({
          key: link.id,
          name: link.lawFirmName || link.firstName,
          startDate: link.startDate,
          endDate: link.endDate,
          present: link.present,
          state: link.state,
        }))}
        actions={(row) => (
          <HStack gap="2">
            {row.state === 'pending' && (
              <>
                <Button
                  size="xs"
                  colorPalette="blue"
                  aria-label={`Confirm ${row.name}`}
                  onClick={() => decide(Number(row.key), 'confirm')}
                >
                  Confirm
                </Button>
                <RowAction name={`Decline ${row.name}`} onClick={() => decide(Number(row.key), 'decline')}>
                  Decline
                </RowAction>
              </>
            )}
            <RowAction name={`Edit ${row.name}`} onClick={() => setEditing(Number(row.key))}>
              Edit
            </RowAction>
          </HStack>
        )}
      />
      {user.lawFirms
        .filter((link) => link.id === editing)
        .map((link) => (
          <LawFirmForm
            key={link.id}
            firms={
              firms.some((f) => f.id === link.lawFirmUserId)
                ? firms
                : [...firms, { id: link.lawFirmUserId, firstName: link.lawFirmName || link.firstName }]
            }
            label={`Edit law firm ${link.lawFirmName || link.firstName}`}
            submitLabel="Save Law Firm"
            initial={{
              firmId: String(link.lawFirmUserId),
              startDate: wireToTyped(link.startDate),
              present: link.present,
              endDate: wireToTyped(link.endDate),
            }}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const wire = lawFirmToWire(values);
              const changes = { ...wire, firstName: nameOf(wire.lawFirmUserId) || link.firstName };
              await updateLink.mutateAsync({ link, changes }, done(LAW_FIRM_EDITED)).catch(() => undefined);
            }}
          />
        ))}
      {editing === 'new' ? (
        <LawFirmForm
          firms={firms}
          initial={EMPTY_LAW_FIRM_FORM}
          label="Add law firm"
          submitLabel="Add"
          onCancel={() => setEditing(null)}
          onSubmit={add}
        />
      ) : user.userType === 'Attorney' ? (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setEditing('new')}>
          Add Law Firm
        </Button>
      ) : (
        // The server refuses a membership for anyone else (a plaintiff's or a firm's own account).
        <Text color="fg.muted">{M.attorneysOnly}</Text>
      )}
    </Stack>
  );
}
