// The point symbols the Plot panel offers unless told otherwise: a small documented set of MIL-STD-2525C codes
// (ground units of either side, a headquarters, and three emergency-management symbols). Any code milsymbol knows can
// be given instead through Plot's `symbols`.

export interface PlotSymbolChoice {
  /** The symbol identification code given to milsymbol. */
  sidc: string;
  /** Its name in the panel. */
  name: { zh: string; en: string };
}

export const DEFAULT_PLOT_SYMBOLS: PlotSymbolChoice[] = [
  { sidc: 'SFGPUCI--------', name: { zh: '我方步兵', en: 'Friendly infantry' } },
  { sidc: 'SHGPUCI--------', name: { zh: '敌方步兵', en: 'Hostile infantry' } },
  { sidc: 'SFGPUCA--------', name: { zh: '我方装甲兵', en: 'Friendly armour' } },
  { sidc: 'SHGPUCA--------', name: { zh: '敌方装甲兵', en: 'Hostile armour' } },
  { sidc: 'SFGPUCF--------', name: { zh: '我方炮兵', en: 'Friendly field artillery' } },
  { sidc: 'SHGPUCF--------', name: { zh: '敌方炮兵', en: 'Hostile field artillery' } },
  { sidc: 'SFGPUCI---AF---', name: { zh: '我方步兵营指挥所', en: 'Friendly infantry battalion HQ' } },
  { sidc: 'SFGPUSM--------', name: { zh: '我方卫勤', en: 'Friendly medical unit' } },
  { sidc: 'EHIPC----------', name: { zh: '火灾事件', en: 'Fire incident' } },
  { sidc: 'EHIPD----------', name: { zh: '危险品事件', en: 'Hazardous materials incident' } },
  { sidc: 'EFOPA----------', name: { zh: '紧急医疗行动', en: 'Emergency medical operation' } },
];
