import type { AccountType } from '@gps/codes';
import {
  AddFenceDocument,
  CopyFenceDocument,
  DeleteFenceDocument,
  EditFenceDocument,
  type FenceFieldsFragment,
} from '../../../gql/graphql';
import { FenceForm, type FenceFormOutput } from '../FenceForm';
import { FenceType } from '../fenceShape';
import { fenceFormValue, fenceInput } from '../placeCalls';
import { PlaceList, type PlaceRow } from './PlaceList';
import { placeKey, placeNotices } from './placeRows';
import type { CheckedPlaces } from './useCheckedPlaces';
import { usePlaceEditor } from './usePlaceEditor';

/** The monitor's "electronic fence" tab: the ticked vehicles' fences, added, edited, copied, deleted. */
export function FencesTab({ places, onShow }: { places: CheckedPlaces; onShow: (key: string) => void }) {
  const editor = usePlaceEditor<FenceFieldsFragment>(places);
  const { t, mutate, editing } = editor;

  const rows: PlaceRow[] = places.fences.map((fence) => ({
    key: placeKey(fence),
    alias: fence.alias,
    vehicle: editor.vehicleName(fence.deviceSerialNumber),
    detail:
      fence.fenceType === FenceType.Circle
        ? t('places.fence.circleSummary', { radius: fence.radius })
        : t('places.fence.polygonSummary', { count: fence.coordinates.length }),
    tags: [
      ...(fence.isEnterWarning ? [t('places.fence.enter')] : []),
      ...(fence.isExitWarning ? [t('places.fence.exit')] : []),
    ],
  }));
  const byKey = (key: string) => places.fences.find((fence) => placeKey(fence) === key);

  const save = async (output: FenceFormOutput) => {
    const input = fenceInput(output);
    const done =
      editing?.mode === 'edit'
        ? await mutate(EditFenceDocument, { input: { ...input, id: editing.place.id } })
        : await mutate(AddFenceDocument, { input });
    if (done) editor.changed('common.saved', [output.deviceSerialNumber]);
  };
  const copy = async (deviceSerialNumbers: string[]) => {
    if (editing?.mode !== 'edit') return;
    const { deviceSerialNumber, id } = editing.place;
    // The server copies the stored fence (docs/decisions/places.md), not the form's unsaved edits.
    const done = await mutate(CopyFenceDocument, { deviceSerialNumber, id, deviceSerialNumbers });
    if (done) editor.changed('placeList.copied', deviceSerialNumbers, done.copyFence.rows.length);
  };
  const remove = async (key: string) => {
    const fence = byKey(key);
    if (!fence) return;
    editor.setDeleting(key);
    const done = await mutate(DeleteFenceDocument, {
      deviceSerialNumber: fence.deviceSerialNumber,
      id: fence.id,
    });
    editor.setDeleting(null);
    if (done) editor.changed('common.deleted', [fence.deviceSerialNumber]);
  };

  return (
    <>
      <PlaceList
        testId="fence-list"
        addLabel={t('placeList.addFence')}
        rows={rows}
        emptyText={t(editor.anyTicked ? 'placeList.noFences' : 'placeList.tickVehicles')}
        notices={placeNotices(places, t)}
        canAdd={editor.devices.length > 0}
        deleting={editor.deleting}
        onAdd={() => editor.setEditing({ mode: 'add' })}
        onEdit={(key) => {
          const fence = byKey(key);
          if (fence) editor.setEditing({ mode: 'edit', place: fence });
        }}
        onDelete={remove}
        onShow={onShow}
      />
      <FenceForm
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        value={
          editing?.mode === 'edit'
            ? fenceFormValue(editing.place)
            : { deviceSerialNumber: editor.firstTicked }
        }
        devices={editor.devices}
        accountType={editor.accountType as AccountType}
        saving={editor.saving}
        onSave={save}
        onCopy={copy}
        onClose={() => editor.setEditing(null)}
      />
    </>
  );
}
