// What every map in these docs' demos shares, set once after MapLib loads: the wheel keeps scrolling the page and a
// map zooms with Ctrl/⌘ + wheel or two fingers, saying so when the reader tries otherwise (MapLibre's
// cooperativeGestures), in the page's language. A map's own options still win.
(function () {
  var MapView = window.MapLib && window.MapLib.core && window.MapLib.core.MapView;
  if (!MapView) return;
  var HINTS = {
    zh: {
      'CooperativeGesturesHandler.WindowsHelpText': '按住 Ctrl 并滚动鼠标滚轮缩放地图',
      'CooperativeGesturesHandler.MacHelpText': '按住 ⌘ 并滚动鼠标滚轮缩放地图',
      'CooperativeGesturesHandler.MobileHelpText': '用两根手指移动地图',
    },
    en: {
      'CooperativeGesturesHandler.WindowsHelpText': 'Use Ctrl + scroll to zoom the map',
      'CooperativeGesturesHandler.MacHelpText': 'Use ⌘ + scroll to zoom the map',
      'CooperativeGesturesHandler.MobileHelpText': 'Use two fingers to move the map',
    },
  };
  // A getter: client navigation can change the page's language after this script ran.
  Object.defineProperty(MapView, 'defaults', {
    configurable: true,
    get: function () {
      var lang = document.documentElement.lang.indexOf('zh') === 0 ? 'zh' : 'en';
      return { maplibreOptions: { cooperativeGestures: true, locale: HINTS[lang] } };
    },
  });
})();
