// Chinese (and English) country names for the basemap labels: i18n-iso-countries by ISO numeric id, plus a few gaps.
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'));

// Natural Earth features without an ISO code in world-atlas.
const BY_NAME: Record<string, string> = {
  'N. Cyprus': '北塞浦路斯',
  Somaliland: '索马里兰',
  Kosovo: '科索沃',
};

export function chineseName(isoNumeric: string | undefined, englishName: string): string {
  if (BY_NAME[englishName]) return BY_NAME[englishName];
  const alpha2 = isoNumeric ? countries.numericToAlpha2(isoNumeric) : undefined;
  return (alpha2 && countries.getName(alpha2, 'zh')) || englishName;
}
