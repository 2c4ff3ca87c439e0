import { createApp } from 'vue';
import { getLiveMaps } from '@maplib-dev/maplib';
import '@maplib-dev/maplib/maplib.css';
import App from './App.vue';

// The test reads the maps through the core's registry.
(window as unknown as { maplibMaps: typeof getLiveMaps }).maplibMaps = getLiveMaps;
createApp(App).mount('#app');
