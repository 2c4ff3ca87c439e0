// Small shared helpers.
export { getAssetBaseUrl, setAssetBaseUrl } from './assetBase.ts';
