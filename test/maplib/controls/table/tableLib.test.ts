// The row model over TanStack table-core: sorting (text and numbers, nulls last, both orders), per-column and global
// filters on the shown text, paging and page counts, new data keeping the state, and the server-paged (manual) mode.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createRowModel } from '../../../../maplib/src/core/controls/table/tableLib.ts';
import { readDataSource, resolveColumns } from '../../../../maplib/src/core/controls/table/tableData.ts';

const cities = [
  { id: 1, name: 'Xi’an', pop: 1295 },
  { id: 2, name: 'Beijing', pop: 2189 },
  { id: 3, name: 'Shanghai', pop: 2487 },
  { id: 4, name: 'Lhasa', pop: null },
  { id: 5, name: 'Chengdu', pop: 2094 },
];
const setup = (records: Record<string, unknown>[] = cities) => {
  const read = readDataSource(records, 'id');
  return { read, model: createRowModel(read.rows, resolveColumns(undefined, read.fields)) };
};
const names = (rows: { record: Record<string, unknown> }[]) => rows.map((r) => r.record.name);

test('sorts numbers and text both ways, empty values last', () => {
  const { model } = setup();
  model.setState({ sort: { columnKey: 'pop', order: 'ascend' } });
  assert.equal(names(model.pageRows()), ['Xi’an', 'Chengdu', 'Beijing', 'Shanghai', 'Lhasa']);
  model.setState({ sort: { columnKey: 'pop', order: 'descend' } });
  assert.equal(names(model.pageRows()), ['Shanghai', 'Beijing', 'Chengdu', 'Xi’an', 'Lhasa']);
  model.setState({ sort: { columnKey: 'name', order: 'ascend' } });
  assert.equal(names(model.pageRows()), ['Beijing', 'Chengdu', 'Lhasa', 'Shanghai', 'Xi’an']);
  model.setState({ sort: null });
  assert.equal(names(model.pageRows()), cities.map((c) => c.name));
});

test('filters a column and across columns by the shown text, case-insensitive', () => {
  const { model } = setup();
  model.setState({ filters: { name: 'SHANG' } });
  assert.equal(names(model.pageRows()), ['Shanghai']);
  model.setState({ filters: { name: '' }, globalFilter: '209' });
  assert.equal(names(model.pageRows()), ['Chengdu']);
  assert.is(model.filteredCount(), 1);
  model.setState({ globalFilter: 'h' });
  assert.equal(names(model.pageRows()), ['Shanghai', 'Lhasa', 'Chengdu']);
});

test('pages after sorting and filtering; every row without a page size', () => {
  const { model } = setup();
  model.setState({ globalFilter: '', sort: { columnKey: 'id', order: 'descend' }, pageSize: 2, pageIndex: 1 });
  assert.equal(names(model.pageRows()), ['Shanghai', 'Beijing']);
  assert.is(model.pageCount(), 3);
  assert.equal(names(model.allRows()), ['Chengdu', 'Lhasa', 'Shanghai', 'Beijing', 'Xi’an']);
  model.setState({ pageSize: undefined, pageIndex: 0 });
  assert.is(model.pageRows().length, 5);
  assert.is(model.pageCount(), 1);
});

test('new data keeps the sort and filters', () => {
  const { model } = setup();
  model.setState({ sort: { columnKey: 'pop', order: 'descend' }, filters: {}, globalFilter: '', pageSize: undefined, pageIndex: 0 });
  const read = readDataSource([...cities, { id: 6, name: 'Chongqing', pop: 3213 }], 'id');
  model.setData(read.rows, resolveColumns(undefined, read.fields));
  assert.equal(names(model.pageRows()).slice(0, 2), ['Chongqing', 'Shanghai']);
});

test('manual (server-paged): rows kept in the order given, the total from the server', () => {
  const read = readDataSource(cities.slice(0, 2), 'id');
  const model = createRowModel(read.rows, resolveColumns(undefined, read.fields), { rowCount: 177 });
  model.setState({ sort: { columnKey: 'pop', order: 'descend' }, pageSize: 2, pageIndex: 3 });
  assert.equal(names(model.pageRows()), ['Xi’an', 'Beijing']);
  assert.is(model.filteredCount(), 177);
  assert.is(model.pageCount(), 89);
});

test('100,000 rows sort and filter', () => {
  const records = Array.from({ length: 100_000 }, (_, i) => ({ id: i, value: (i * 7919) % 100_000 }));
  const { model } = setup(records);
  model.setState({ sort: { columnKey: 'value', order: 'descend' } });
  assert.is(model.pageRows()[0].record.value, 99_999);
  model.setState({ globalFilter: '99999' });
  assert.is(model.filteredCount(), 2);
});

test.run();
