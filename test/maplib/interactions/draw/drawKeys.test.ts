// The keyboard of a drawing session: which key does what in which state, and which presses are for the map.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { drawKeyCommand, historyKeyCommand, keyIsForMap } from '../../../../maplib/src/core/interactions/draw/drawKeys.ts';

const drawing = { kind: 'draw', drawing: true, selected: false } as const;
const idle = { kind: 'draw', drawing: false, selected: false } as const;

test('drawing: Enter finishes, Esc cancels, Backspace takes back a vertex; with nothing drawn Esc ends the mode', () => {
  assert.is(drawKeyCommand('Enter', drawing), 'finish');
  assert.is(drawKeyCommand('Escape', drawing), 'cancel');
  assert.is(drawKeyCommand('Backspace', drawing), 'undo');
  assert.is(drawKeyCommand('Enter', idle), undefined);
  assert.is(drawKeyCommand('Backspace', idle), undefined);
  assert.is(drawKeyCommand('Escape', idle), 'exit');
  assert.is(drawKeyCommand('a', drawing), undefined);
});

test('selecting: Delete or Backspace deletes the selection, Esc lets it go, then ends the mode; static: nothing', () => {
  const selected = { kind: 'select', drawing: false, selected: true } as const;
  const none = { kind: 'select', drawing: false, selected: false } as const;
  assert.is(drawKeyCommand('Delete', selected), 'delete');
  assert.is(drawKeyCommand('Backspace', selected), 'delete');
  assert.is(drawKeyCommand('Escape', selected), 'deselect');
  assert.is(drawKeyCommand('Delete', none), undefined);
  assert.is(drawKeyCommand('Escape', none), 'exit');
  assert.is(drawKeyCommand('Escape', { kind: 'static', drawing: false, selected: false }), undefined);
});

test('editing vertices: Delete or Backspace deletes the picked vertices, never the shape', () => {
  const editing = { kind: 'select', drawing: false, selected: true, vertexEditing: true } as const;
  assert.is(drawKeyCommand('Delete', editing), 'deleteVertices');
  assert.is(drawKeyCommand('Backspace', editing), 'deleteVertices');
  assert.is(drawKeyCommand('Delete', { ...editing, selected: false }), undefined);
});

test('editing vertices: Esc lets picked vertices go, then the shape (unless kept); it never ends the mode', () => {
  const editing = { kind: 'select', drawing: false, selected: true, vertexEditing: true } as const;
  assert.is(drawKeyCommand('Escape', { ...editing, verticesPicked: true }), 'clearVertices');
  assert.is(drawKeyCommand('Escape', editing), 'deselect');
  assert.is(drawKeyCommand('Escape', { ...editing, keepSelection: true }), undefined);
  assert.is(drawKeyCommand('Escape', { ...editing, selected: false }), undefined);
});

test('history: Ctrl/Cmd+Z undoes; Ctrl/Cmd+Shift+Z and Ctrl+Y redo; no modifier or Alt: nothing', () => {
  const k = (key: string, m: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
    historyKeyCommand({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...m });
  assert.is(k('z', { ctrlKey: true }), 'undoEdit');
  assert.is(k('z', { metaKey: true }), 'undoEdit');
  assert.is(k('Z', { ctrlKey: true, shiftKey: true }), 'redoEdit');
  assert.is(k('Z', { metaKey: true, shiftKey: true }), 'redoEdit');
  assert.is(k('y', { ctrlKey: true }), 'redoEdit');
  assert.is(k('y', { metaKey: true }), undefined, 'Cmd+Y is not redo on a Mac');
  assert.is(k('z'), undefined);
  assert.is(k('z', { ctrlKey: true, altKey: true }), undefined);
  assert.is(k('x', { ctrlKey: true }), undefined);
});

test('keys are for the map with nothing focused or focus in the map; never in a field; Enter on a button is the button\'s', () => {
  const inside = new Set<unknown>();
  const container = { contains: (n: unknown) => inside.has(n) };
  const el = (tagName: string, extra: object = {}) => {
    const e = { tagName, getAttribute: () => null, ...extra };
    return e;
  };
  const canvas = el('CANVAS');
  const button = el('BUTTON');
  const outside = el('BUTTON');
  inside.add(canvas).add(button);
  assert.ok(keyIsForMap(null, container, 'Enter'));
  assert.ok(keyIsForMap(el('BODY'), container, 'Escape'));
  assert.ok(keyIsForMap(canvas, container, 'Enter'));
  assert.ok(keyIsForMap(button, container, 'Escape'), 'Esc with a toolbar button focused');
  assert.not.ok(keyIsForMap(button, container, 'Enter'), 'Enter presses the focused button');
  assert.not.ok(keyIsForMap(outside, container, 'Escape'), 'focus elsewhere on the page');
  for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
    const field = el(tag);
    inside.add(field);
    assert.not.ok(keyIsForMap(field, container, 'Backspace'), tag);
  }
  const editable = el('DIV', { isContentEditable: true });
  inside.add(editable);
  assert.not.ok(keyIsForMap(editable, container, 'Backspace'));
  const roleButton = el('DIV', { getAttribute: (n: string) => (n === 'role' ? 'button' : null) });
  inside.add(roleButton);
  assert.not.ok(keyIsForMap(roleButton, container, ' '));
});

test.run();
