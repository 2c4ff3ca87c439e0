// Runs one compiled demo inside a shadow root (so its CSS neither leaks out nor in) and returns its cleanup.
import { DEMO_GLOBALS } from '../../shared/demoGlobals.ts';
import { readBoot } from '../boot.ts';

export interface CompiledDemo {
  js: string;
  css: string;
  html: string;
  /** Compiled for Vue 2.7 (VuePress sites). */
  vue?: 2;
}

type Cleanup = () => void;

const globalFor = (path: string): unknown => path.split('.').reduce<any>((obj, key) => obj?.[key], window);

function demoRequire(name: string): unknown {
  const global = DEMO_GLOBALS[name];
  const value = global && globalFor(global);
  if (value === undefined) throw new Error(`demo imports "${name}", which this site does not provide`);
  return value;
}

/**
 * A `document` for demo code: lookups search the demo's shadow root (plain `document.getElementById`
 * code keeps working inside it); everything else is the real document.
 */
function scopedDocument(root: ShadowRoot): Document {
  return new Proxy(document, {
    get(target, key) {
      if (key === 'getElementById') return (id: string) => root.getElementById(id);
      if (key === 'querySelector') return (s: string) => root.querySelector(s);
      if (key === 'querySelectorAll') return (s: string) => root.querySelectorAll(s);
      if (key === 'getElementsByClassName') return (c: string) => root.querySelectorAll(`.${CSS.escape(c)}`);
      if (key === 'body') return root.querySelector('.demo-root');
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `siteUrl('data/x.geojson')`: a file the site hosts, as an absolute URL (the same in playgrounds). */
function siteUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), location.origin + readBoot().base).href;
}

/** Evaluates the compiled module; returns its exports. */
function evaluate(js: string, root: ShadowRoot, cleanups: Cleanup[]): { default?: unknown } {
  const module = { exports: {} as { default?: unknown } };
  const onCleanup = (fn: Cleanup) => void cleanups.push(fn);
  const fn = new Function('require', 'module', 'exports', 'document', 'root', 'onCleanup', 'siteUrl', js);
  fn(demoRequire, module, module.exports, scopedDocument(root), root.querySelector('.demo-root'), onCleanup, siteUrl);
  return module.exports;
}

function reactErrorBoundary(React: any, report: (err: unknown) => void) {
  return class DemoErrorBoundary extends React.Component {
    state = { failed: false };
    static getDerivedStateFromError() {
      return { failed: true };
    }
    componentDidCatch(err: unknown) {
      report(err);
    }
    render() {
      return this.state.failed ? null : (this.props as any).children;
    }
  };
}

export function runDemo(kind: string, demo: CompiledDemo, shadow: ShadowRoot, report: (err: unknown) => void): Cleanup {
  const container = shadow.querySelector('.demo-root') as HTMLElement;
  const cleanups: Cleanup[] = [];
  const w = window as any;
  if (kind === 'vanilla') {
    container.innerHTML = demo.html;
    evaluate(demo.js, shadow, cleanups);
  } else if (kind === 'react') {
    const component = evaluate(demo.js, shadow, cleanups).default as any;
    if (!component) throw new Error('a react demo must `export default` a component');
    // VuePress demo-block convention: styles attached to the component.
    if (typeof component.__style__ === 'string') shadow.querySelector('style.demo-css')!.textContent += component.__style__;
    const React = w.React;
    const root = w.ReactDOM.createRoot(container, { onUncaughtError: report, onRecoverableError: report });
    root.render(React.createElement(reactErrorBoundary(React, report), null, React.createElement(component)));
    cleanups.push(() => root.unmount());
  } else if (demo.vue === 2) {
    const component = evaluate(demo.js, shadow, cleanups).default;
    const mountPoint = document.createElement('div');
    container.append(mountPoint);
    // A parent that catches what the demo throws while rendering or in its hooks, so it stays in its block.
    const vm = new w.Vue({ render: (h: (c: unknown) => unknown) => h(component), errorCaptured: (err: unknown) => (report(err), false) });
    vm.$mount(mountPoint);
    cleanups.push(() => {
      vm.$destroy();
      vm.$el?.remove();
    });
  } else {
    const component = evaluate(demo.js, shadow, cleanups).default;
    const app = w.Vue.createApp(component);
    app.config.errorHandler = (err: unknown) => report(err);
    app.mount(container);
    cleanups.push(() => app.unmount());
  }
  return () => {
    for (const c of cleanups.reverse()) {
      try {
        c();
      } catch (err) {
        console.error('[mapdocs] demo cleanup failed', err);
      }
    }
  };
}
