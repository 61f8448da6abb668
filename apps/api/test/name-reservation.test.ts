import { DomainError, reservationDecider, type Decider, type DomainEvent } from '@gps/domain';
import { ResponseCode } from '@gps/contracts';
import { aggregate, bindAggregate, type Aggregate } from '../src/commands/aggregate';
import { createNamed, releaseName, type NameReservations } from '../src/operations/shared/name-reservation';
import { ApiError } from '../src/request/api-error';
import { openCommandStore, type CommandStore } from './support/command-store';

type Created = DomainEvent<'WidgetCreated', { name: string }>;
interface Create {
  name: string;
}
/** Something with a unique name; an empty name is bad input. */
const widget: Decider<Create, Created, boolean> = {
  initialState: false,
  evolve: () => true,
  decide: (c, exists) => {
    if (c.name === '') throw new DomainError('validation', 'name: required');
    return exists ? [] : [{ type: 'WidgetCreated', version: 1, data: { name: c.name } }];
  },
};

let db: CommandStore;
let widgets: Aggregate<Create, Created>;
let names: NameReservations;

beforeEach(() => {
  db = openCommandStore();
  widgets = bindAggregate(
    aggregate(widget, (id: string) => `widget-${id}`),
    db.run,
  );
  names = bindAggregate(
    aggregate(reservationDecider, (name: string) => `widgetname-${name}`),
    db.run,
  );
});
afterEach(() => db.close());

/** When: a call with this key creates widget `id` named `name`. */
const create = (commandId: string, id: string, name: string) =>
  createNamed(
    { commandId },
    { names, name, what: 'a widget with this name', reason: 'already_exists' },
    { aggregate: widgets, id, command: { name } },
  );
/** Then: what the streams hold. */
const types = async (stream: string) =>
  (await db.store.readStream(stream)).map((e) => `${e.type} ${JSON.stringify(e.data)}`);

describe('reservation then creation', () => {
  test('given a free name, the name is reserved for the new id, then the widget is created', async () => {
    await create('call-1', 'w1', 'blue');
    expect(await types('widgetname-blue')).toEqual(['NameReserved {"ownerId":"w1"}']);
    expect(await types('widget-w1')).toEqual(['WidgetCreated {"name":"blue"}']);
  });

  test('given the name held by another, the creation is -7 and creates nothing', async () => {
    await create('call-1', 'w1', 'blue');
    const refused = await create('call-2', 'w2', 'blue').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      code: ResponseCode.CONFLICT,
      message: 'a widget with this name already exists',
    });
    expect(await db.store.streamRevision('widget-w2')).toBe('no_stream');
  });

  test('given bad input, the name is not reserved', async () => {
    await expect(create('call-1', 'w1', '')).rejects.toThrow(DomainError);
    expect(await db.store.streamRevision('widgetname-')).toBe('no_stream');
  });

  test('a retried call (same key) finds its name and its widget, and writes nothing again', async () => {
    await create('call-1', 'w1', 'blue');
    await create('call-1', 'w1', 'blue');
    expect(await types('widgetname-blue')).toHaveLength(1);
    expect(await types('widget-w1')).toHaveLength(1);
  });

  test('given a released name, another owner may take it', async () => {
    await create('call-1', 'w1', 'blue');
    await releaseName({ commandId: 'call-2' }, names, 'blue', 'w1');
    await create('call-3', 'w2', 'blue');
    expect(await types('widgetname-blue')).toEqual([
      'NameReserved {"ownerId":"w1"}',
      'NameReleased {"ownerId":"w1"}',
      'NameReserved {"ownerId":"w2"}',
    ]);
  });
});
