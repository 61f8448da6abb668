import type { AccountType } from '@gps/codes';
import {
  AddMarkerDocument,
  CopyMarkerDocument,
  DeleteMarkerDocument,
  EditMarkerDocument,
  type MarkerFieldsFragment,
} from '../../../gql/graphql';
import { toCoordinate } from '../coordinates';
import { MarkerForm, type MarkerFormOutput } from '../MarkerForm';
import { markerFormValue, markerInput } from '../placeCalls';
import { useSystemSettings } from '../../../shared/settings/useSystemSettings';
import { useAddressToGps } from '../useAddressToGps';
import { PlaceList, type PlaceRow } from './PlaceList';
import { placeKey, placeNotices } from './placeRows';
import type { CheckedPlaces } from './useCheckedPlaces';
import { usePlaceEditor } from './usePlaceEditor';

/** The monitor's "marker point" tab: the ticked vehicles' markers, added, edited, copied, deleted. */
export function MarkersTab({ places, onShow }: { places: CheckedPlaces; onShow: (key: string) => void }) {
  const editor = usePlaceEditor<MarkerFieldsFragment>(places);
  const { t, mutate, editing } = editor;
  const { flags } = useSystemSettings();
  const addressToGps = useAddressToGps();

  const rows: PlaceRow[] = places.markers.map((marker) => ({
    key: placeKey(marker),
    alias: marker.alias,
    vehicle: editor.vehicleName(marker.deviceSerialNumber),
    detail: toCoordinate({ lat: marker.latitude, lng: marker.longitude }),
  }));
  const byKey = (key: string) => places.markers.find((marker) => placeKey(marker) === key);

  const save = async (output: MarkerFormOutput) => {
    const input = markerInput(output);
    const done =
      editing?.mode === 'edit'
        ? await mutate(EditMarkerDocument, { input: { ...input, id: editing.place.id } })
        : await mutate(AddMarkerDocument, { input });
    if (done) editor.changed('common.saved', [output.deviceSerialNumber]);
  };
  const copy = async (deviceSerialNumbers: string[]) => {
    if (editing?.mode !== 'edit') return;
    const { deviceSerialNumber, id } = editing.place;
    // The server copies the stored marker (docs/decisions/places.md), not the form's unsaved edits.
    const done = await mutate(CopyMarkerDocument, { deviceSerialNumber, id, deviceSerialNumbers });
    if (done) editor.changed('placeList.copied', deviceSerialNumbers, done.copyMarker.rows.length);
  };
  const remove = async (key: string) => {
    const marker = byKey(key);
    if (!marker) return;
    editor.setDeleting(key);
    const done = await mutate(DeleteMarkerDocument, {
      deviceSerialNumber: marker.deviceSerialNumber,
      id: marker.id,
    });
    editor.setDeleting(null);
    if (done) editor.changed('common.deleted', [marker.deviceSerialNumber]);
  };

  return (
    <>
      <PlaceList
        testId="marker-list"
        addLabel={t('placeList.addMarker')}
        rows={rows}
        emptyText={t(editor.anyTicked ? 'placeList.noMarkers' : 'placeList.tickVehicles')}
        notices={placeNotices(places, t)}
        canAdd={editor.devices.length > 0}
        deleting={editor.deleting}
        onAdd={() => editor.setEditing({ mode: 'add' })}
        onEdit={(key) => {
          const marker = byKey(key);
          if (marker) editor.setEditing({ mode: 'edit', place: marker });
        }}
        onDelete={remove}
        onShow={onShow}
      />
      <MarkerForm
        open={editing !== null}
        mode={editing?.mode ?? 'add'}
        value={
          editing?.mode === 'edit'
            ? markerFormValue(editing.place)
            : { deviceSerialNumber: editor.firstTicked }
        }
        devices={editor.devices}
        accountType={editor.accountType as AccountType}
        addressEnabled={flags.showAddressToGps}
        onConvertAddress={addressToGps}
        saving={editor.saving}
        onSave={save}
        onCopy={copy}
        onClose={() => editor.setEditing(null)}
      />
    </>
  );
}
