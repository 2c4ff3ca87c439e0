// ArcGIS MapServer `legend?f=json`: the request (the service URL's own query and a token kept), the answer as
// sublayers and swatches (base64 imageData as data: URLs, `url` read against {MapServer}/{layerId}/images/), an
// {error} answer thrown with its message, and which sublayers an ArcGISMapLayer's `layers` value leaves drawn.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { arcgisLayerShown, arcgisLegendUrl, parseArcgisLegend } from '../../../../maplib/src/core/services/arcgis/legend.ts';

const SERVER = 'https://sampleserver6.arcgisonline.com/arcgis/rest/services/USA/MapServer';

test('arcgisLegendUrl: {MapServer}/legend?f=json, with the token and the URL’s own query', () => {
  assert.is(arcgisLegendUrl(SERVER), `${SERVER}/legend?f=json`);
  assert.is(arcgisLegendUrl(SERVER + '/'), `${SERVER}/legend?f=json`);
  assert.is(arcgisLegendUrl(SERVER, { token: 'abc' }), `${SERVER}/legend?f=json&token=abc`);
  assert.is(arcgisLegendUrl(`${SERVER}?dpi=96`), `${SERVER}/legend?dpi=96&f=json`);
});

test('parseArcgisLegend: a real answer’s shape (ArcGIS REST API, Legend (Map Service)) as sublayers and image sources', () => {
  const answer = {
    layers: [
      {
        layerId: 0,
        layerName: 'Cities',
        layerType: 'Feature Layer',
        minScale: 0,
        maxScale: 0,
        legend: [{ label: '', url: '7c0d3ef0cc5ab0a1b4d5f2b4fe6b5b10', imageData: 'iVBORw0KGgo=', contentType: 'image/png', height: 20, width: 20 }],
      },
      {
        layerId: 2,
        layerName: 'States',
        layerType: 'Feature Layer',
        legend: [
          { label: 'Pacific', url: 'a1', contentType: 'image/png', height: 20, width: 20 },
          { label: 'Mountain', url: 'a2', imageData: 'AAAA', contentType: 'image/jpeg', height: 20, width: 20 },
        ],
      },
    ],
  };
  assert.equal(parseArcgisLegend(answer, SERVER), [
    { layerId: 0, layerName: 'Cities', legend: [{ label: '', src: 'data:image/png;base64,iVBORw0KGgo=', width: 20, height: 20 }] },
    {
      layerId: 2,
      layerName: 'States',
      legend: [
        { label: 'Pacific', src: `${SERVER}/2/images/a1`, width: 20, height: 20 },
        { label: 'Mountain', src: 'data:image/jpeg;base64,AAAA', width: 20, height: 20 },
      ],
    },
  ]);
  assert.throws(() => parseArcgisLegend({ error: { code: 499, message: 'Token Required', details: [] } }, SERVER), /499: Token Required/);
  assert.throws(() => parseArcgisLegend({ nothing: true }, SERVER), /not an ArcGIS legend answer/);
});

test('arcgisLayerShown: show / hide / include / exclude as ArcGISMapLayer sends them', () => {
  const shown = (layers: string | undefined) => [0, 1, 2].filter((id) => arcgisLayerShown(layers, id));
  assert.equal(shown(undefined), [0, 1, 2]);
  assert.equal(shown('show:0,2'), [0, 2]);
  assert.equal(shown('hide:1'), [0, 2]);
  assert.equal(shown('exclude: 0'), [1, 2]);
  assert.equal(shown('include:1'), [0, 1, 2]);
  assert.equal(shown('SHOW:1'), [1]);
});

test.run();
