// The style templates (the template pages): one view of Asia in the default offline basemap and each template.
import type { Picture } from './picture.ts';

const VIEW = { center: [100, 28], zoom: 0.9 };

export const templates: Picture = {
  name: 'style-templates',
  panel: { width: 300, height: 150 },
  columns: 2,
  panels: ['offline', 'zondy', 'guotu', 'militray'].map((basemap) => ({ label: `basemap: '${basemap}'`, map: { ...VIEW, basemap }, layers: '' })),
};
