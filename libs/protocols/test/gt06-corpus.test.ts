import traccar from './corpus/gt06/traccar.json';
import { judge, type CorpusFrame, type Verdict } from './corpus/gt06-check';

/**
 * Real GT06 frames from public captures, each judged against what it must decode to. The figure is
 * printed and held: it may only go up, and no frame may decode to a wrong value or throw.
 */
const corpus = traccar.frames as CorpusFrame[];
/** Frames known to be wrong today, each a tracked gap; the list may only shrink. */
const KNOWN_WRONG: ReadonlySet<string> = new Set<string>([]);
/** The corpus figure this branch reached; raise it with every fix. */
const RIGHT_FLOOR = 187;

describe('GT06 corpus of real frames', () => {
  const verdicts = new Map<string, Verdict>();
  for (const frame of corpus) {
    verdicts.set(frame.id, judge(frame));
  }

  it('prints and holds the figure: decoded right / total', () => {
    const right = [...verdicts.values()].filter((v) => v.kind === 'right').length;
    const misses = [...verdicts].filter(([, v]) => v.kind !== 'right');
    const lines = misses.map(([id, v]) => `  ${id} ${v.kind}: ${v.kind === 'right' ? '' : v.why}`);
    console.log(`GT06 corpus: ${right} / ${corpus.length} decoded right\n${lines.join('\n')}`);
    expect(right).toBeGreaterThanOrEqual(RIGHT_FLOOR);
  });

  it('decodes no frame to a wrong value', () => {
    const wrong = [...verdicts].filter(([id, v]) => v.kind === 'wrong' && !KNOWN_WRONG.has(id));
    expect(wrong).toEqual([]);
  });

  it('never throws, whatever the frame', () => {
    for (const frame of corpus) expect(() => judge(frame)).not.toThrow();
  });
});
