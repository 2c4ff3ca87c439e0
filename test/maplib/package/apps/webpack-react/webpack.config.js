// A plain webpack 5 app. MapLib needs nothing here: its worker and data files are `new URL(…, import.meta.url)`
// assets webpack emits by itself; `experiments.css` (or css-loader + style-loader) is only for `import '….css'`.
import path from 'node:path';

export default {
  mode: 'production',
  entry: './src/index.js',
  output: { path: path.resolve(import.meta.dirname, 'dist'), filename: '[name].[contenthash].js', clean: true },
  experiments: { css: true },
  performance: { hints: false },
};
