import { useState } from 'react';
import { Button, HStack, Stack, getErrorMessage, useNotification } from 'shared-ui';
import { LAW_FIRM_MEMBERSHIP_MESSAGES as M, MESSAGES, type User } from '@litfund/domain';
import { addLawFirm, decideLawFirmClaim, getAdminUser, updateLawFirm } from '../../users/api/admin-users.ts';
import { EMPTY_LAW_FIRM_FORM, lawFirmToWire, wireToTyped, type LawFirmFormValues } from '../../users/api/law-firm-form.ts';
import { useLawFirmOptions } from '../../users/api/use-law-firms.ts';
import { LawFirmForm } from '../../users/components/LawFirmForm.tsx';
import { LawFirmRows } from '../../users/components/LawFirmRows.tsx';

export const LAW_FIRM_EDITED = 'LawFirm successfuly edited';

/**
 * Law-firm history rows: added with addLawFirms, edited with updateLawFirm (docs/product.md); links an admin saves are
 * confirmed. A user's own claim shows as awaiting confirmation, with Confirm and Decline.
 */
export function LawFirmsEditor({ user, onChange }: { user: User; onChange: (user: User) => void }) {
  const notify = useNotification((s) => s.notify);
  const firms = useLawFirmOptions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const nameOf = (id: number) => firms.find((f) => f.id === id)?.firstName ?? '';

  const run = async (work: () => Promise<User>, success: string) => {
    try {
      onChange(await work());
      notify(success, 'success');
      setEditing(null);
    } catch (error) {
      console.error('Law firm change failed', error);
      notify(await getErrorMessage(error), 'error');
    }
  };

  const decide = (linkId: number, decision: 'confirm' | 'decline') => run(async () => {
    await decideLawFirmClaim(linkId, decision);
    return getAdminUser(user.id);
  }, decision === 'confirm' ? M.confirmed : M.declinedDone);

  const add = (values: LawFirmFormValues) => {
    const wire = lawFirmToWire(values);
    return run(() => addLawFirm(user.id, { ...wire, firstName: nameOf(wire.lawFirmUserId) }), MESSAGES.dataChanged);
  };

  return (
    <Stack gap="3">
      <LawFirmRows
        rows={user.lawFirms.map((link) => ({
          key: link.id, name: link.lawFirmName || link.firstName, startDate: link.startDate, endDate: link.endDate, present: link.present, state: link.state,
        }))}
        actions={(row) => (
          <HStack gap="2">
            {row.state === 'pending' && (
              <>
                <Button size="xs" colorPalette="blue" aria-label={`Confirm ${row.name}`} onClick={() => void decide(Number(row.key), 'confirm')}>Confirm</Button>
                <Button size="xs" variant="outline" aria-label={`Decline ${row.name}`} onClick={() => void decide(Number(row.key), 'decline')}>Decline</Button>
              </>
            )}
            <Button size="xs" variant="outline" aria-label={`Edit ${row.name}`} onClick={() => setEditing(Number(row.key))}>
              Edit
            </Button>
          </HStack>
        )}
      />
      {user.lawFirms
        .filter((link) => link.id === editing)
        .map((link) => (
          <LawFirmForm
            key={link.id}
            firms={firms.some((f) => f.id === link.lawFirmUserId) ? firms : [...firms, { id: link.lawFirmUserId, firstName: link.lawFirmName || link.firstName }]}
            label={`Edit law firm ${link.lawFirmName || link.firstName}`}
            submitLabel="Save Law Firm"
            initial={{ firmId: String(link.lawFirmUserId), startDate: wireToTyped(link.startDate), present: link.present, endDate: wireToTyped(link.endDate) }}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => {
              const wire = lawFirmToWire(values);
              return run(() => updateLawFirm(link, { ...wire, firstName: nameOf(wire.lawFirmUserId) || link.firstName }), LAW_FIRM_EDITED);
            }}
          />
        ))}
      {editing === 'new' ? (
        <LawFirmForm firms={firms} initial={EMPTY_LAW_FIRM_FORM} label="Add law firm" submitLabel="Add" onCancel={() => setEditing(null)} onSubmit={add} />
      ) : (
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={() => setEditing('new')}>Add Law Firm</Button>
      )}
    </Stack>
  );
}
