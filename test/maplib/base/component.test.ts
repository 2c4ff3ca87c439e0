// MapComponent, the one update loop: validation wording, patch vs re-create, what waits while detached, undo steps.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MapComponent } from '../../../maplib/src/core/base/component.ts';
import { MapLibError } from '../../../maplib/src/core/base/mapLibError.ts';
import { number, object, required, string } from '../../../maplib/src/core/base/validateProps.ts';
import type { MapView } from '../../../maplib/src/core/map/mapView.ts';

interface DotProps {
  size: number;
  label?: string;
  style?: Record<string, unknown>;
  fixed?: string;
}

/** A component that records what the loop asked of it; `label: 'stuck'` cannot be patched. */
class Dot extends MapComponent<DotProps> {
  readonly needsStyle = false;
  protected readonly recreateKeys: (keyof DotProps)[] = ['style'];
  log: string[] = [];
  constructor(props: DotProps) {
    super('Dot', { size: required(number(1, 10)), label: string, style: object, fixed: string }, props);
  }
  protected mount(): void {
    this.log.push(`create ${this.props.size}`);
    const n = this.log.length;
    this.onDetach(() => this.log.push(`undo a${n}`));
    this.onDetach(() => this.log.push(`undo b${n}`));
  }
  protected unmount(): void {
    this.log.push('destroy');
  }
  protected patch(prev: DotProps, next: DotProps): boolean {
    if (next.label === 'stuck') return false;
    this.log.push(`patch ${prev.size}→${next.size}`);
    return true;
  }
  protected checkChange(prev: DotProps, next: DotProps): void {
    if (prev.fixed !== undefined && next.fixed !== prev.fixed) throw new Error('Dot: fixed cannot change');
  }
  protected afterUpdate(prev: DotProps, next: DotProps): void {
    this.log.push(`after ${prev.size}→${next.size}`);
  }
}

function fakeView(): MapView {
  return { removed: false } as MapView;
}

test('props are checked on creation and on update, with the component name and every problem', () => {
  assert.throws(() => new Dot({ size: 0 }), (e: MapLibError) => e instanceof MapLibError && e.message === 'Dot: size must be between 1 and 10, got 0');
  assert.throws(
    () => new Dot({ size: 'x' as never, label: 3 as never }),
    (e: MapLibError) => e.message === 'Dot: size must be a number, got "x"\nDot: label must be a string, got 3',
  );
  const dot = new Dot({ size: 2 });
  assert.throws(() => dot.update({ size: 11 }), /Dot: size must be between 1 and 10, got 11/);
  assert.equal(dot.props, { size: 2 }, 'a rejected update leaves the props as they were');
});

test('detached: update only stores props; attach creates from the latest ones', () => {
  const dot = new Dot({ size: 2 });
  dot.update({ size: 3 });
  assert.equal(dot.log, []);
  dot.attach(fakeView());
  assert.equal(dot.log, ['create 3']);
});

test('a change is patched in place, then afterUpdate runs', () => {
  const dot = new Dot({ size: 2 });
  dot.attach(fakeView());
  dot.log = [];
  dot.update({ size: 4 });
  assert.equal(dot.log, ['patch 2→4', 'after 2→4']);
});

test('a recreate key re-creates only when its value changes by structure; undo steps run newest first', () => {
  const dot = new Dot({ size: 2, style: { color: 'red' } });
  dot.attach(fakeView());
  dot.log = [];
  dot.update({ style: { color: 'red' } });
  assert.equal(dot.log, ['patch 2→2', 'after 2→2'], 'an equal new object (a React re-render) is not a change');
  dot.log = [];
  dot.update({ style: { color: 'blue' } });
  assert.equal(dot.log, ['destroy', 'undo b1', 'undo a1', 'create 2', 'after 2→2']);
});

test('a patch that cannot apply the change re-creates', () => {
  const dot = new Dot({ size: 2 });
  dot.attach(fakeView());
  dot.log = [];
  dot.update({ label: 'stuck' });
  assert.equal(dot.log, ['destroy', 'undo b1', 'undo a1', 'create 2', 'after 2→2']);
});

test('checkChange rejects a change before the props are taken', () => {
  const dot = new Dot({ size: 2, fixed: 'a' });
  assert.throws(() => dot.update({ fixed: 'b' }), /fixed cannot change/);
  assert.is(dot.props.fixed, 'a');
});

test('detach destroys and undoes once; attaching again (a basemap switch) lets go of the old objects first', () => {
  const dot = new Dot({ size: 2 });
  const view = fakeView();
  dot.attach(view);
  dot.attach(view);
  assert.equal(dot.log, ['create 2', 'destroy', 'undo b1', 'undo a1', 'create 2']);
  dot.log = [];
  dot.detach();
  dot.detach();
  assert.equal(dot.log, ['destroy', 'undo b5', 'undo a5']);
  assert.is(dot.view, undefined);
});

test('a component whose map was destroyed takes props without touching the map', () => {
  const dot = new Dot({ size: 2 });
  const view = fakeView();
  dot.attach(view);
  dot.log = [];
  (view as { removed: boolean }).removed = true;
  dot.update({ size: 5 });
  assert.equal(dot.log, []);
  assert.is(dot.props.size, 5);
});

test.run();
