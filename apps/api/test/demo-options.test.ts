import { loadDemoOptions } from '../src/demo/demo-options';

describe('demo options', () => {
  it('drives 20 vehicles by default, some on each protocol the gateway speaks', () => {
    expect(loadDemoOptions({}).vehicles).toEqual({ gt06: 9, h02: 5, osmand: 2, jt808: 2, teltonika: 2 });
  });

  it('shares DEMO_VEHICLES out and keeps the total', () => {
    const { vehicles } = loadDemoOptions({ DEMO_VEHICLES: '100' });
    expect(vehicles).toEqual({ gt06: 45, h02: 25, osmand: 10, jt808: 10, teltonika: 10 });
    expect(loadDemoOptions({ DEMO_VEHICLES: '3' }).vehicles).toEqual({
      gt06: 3,
      h02: 0,
      osmand: 0,
      jt808: 0,
      teltonika: 0,
    });
  });
});
