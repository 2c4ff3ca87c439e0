// What a feature service answered: its error, as the service words it (IGServer `{succeed:false, msg}`, ArcGIS
// `{error:{code,message,details}}` even with HTTP 200, OGC API `{code, description}`, an OGC XML exception report),
// or its features, total count and fields, read from IGServer's Zondy FeatureSet, ArcGIS's Esri JSON or OGC API
// Features' GeoJSON.
import { Feature } from '../../query/geometry/feature.ts';
import { inferFields, type FieldDef, type FieldKind } from '../../query/geometry/featureSet.ts';
import type { QueryProtocol } from '../../query/parameters/types.ts';
import { ogcExceptionMessage } from '../xml.ts';
import { FeatureServiceError } from './featureServiceError.ts';

export interface ReadFeatures {
  features: Feature[];
  total: number | undefined;
  fields: FieldDef[];
}

const isRecord = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);
const words = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** The service's own error sentence in an answer, or undefined when the answer is not an error. */
export function serviceError(body: unknown, text: string, status: number): string | undefined {
  const ok = status >= 200 && status < 300;
  // Older IGServer edit operations answer a bare boolean.
  if (body === false) return 'the service answered false and gave no message';
  if (isRecord(body)) {
    // ArcGIS: the message says little ("Unable to complete operation."); the details say what was wrong.
    if (isRecord(body.error)) {
      const details = Array.isArray(body.error.details) ? body.error.details.filter((d: unknown) => words(d)) : [];
      return [words(body.error.message), ...details].filter(Boolean).join(' ') || `error ${body.error.code ?? ''}`.trim();
    }
    if (body.succeed === false) return words(body.msg) ?? words(body.message) ?? 'the service reported a failure and gave no message';
    if (!ok) {
      const said = words(body.msg) ?? words(body.description) ?? words(body.message) ?? words(body.detail) ?? words(body.title) ?? words(body.code);
      if (said) return said;
    }
  }
  const ogc = ogcExceptionMessage(text);
  if (ogc) return ogc;
  if (!ok) return `${status}${text.trim() ? `: ${text.trim().slice(0, 200)}` : ''}`;
  return undefined;
}

/** The answer as JSON; throws FeatureServiceError with the service's message when it is an error or not JSON. */
export async function answerBody(response: Response, request: string): Promise<unknown> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const problem = serviceError(body, text, response.status);
  if (problem !== undefined) throw new FeatureServiceError(problem, response.status, request);
  return body;
}

const ZONDY_KINDS: [RegExp, FieldKind][] = [
  [/^(double|float|single|numeric|decimal)$/i, 'double'],
  [/^(long|int|integer|short|byte|int64|int32|int16)$/i, 'long'],
];
const ESRI_KINDS: Record<string, FieldKind> = {
  esriFieldTypeDouble: 'double',
  esriFieldTypeSingle: 'double',
  esriFieldTypeInteger: 'long',
  esriFieldTypeSmallInteger: 'long',
  esriFieldTypeBigInteger: 'long',
};

function zondyFields(body: Record<string, any>): FieldDef[] {
  const s = body.AttStruct;
  if (!isRecord(s) || !Array.isArray(s.FldName)) return [];
  return s.FldName.map((name: unknown, i: number) => {
    const type = String(s.FldType?.[i] ?? '');
    const alias = s.FldAlias?.[i];
    return {
      name: String(name),
      type: ZONDY_KINDS.find(([re]) => re.test(type))?.[1] ?? 'string',
      ...(alias && alias !== name ? { alias: String(alias) } : {}),
    };
  });
}

function esriFields(body: Record<string, any>): FieldDef[] {
  if (!Array.isArray(body.fields)) return [];
  // The object id is the feature's FID, not one of its attributes (Feature.fromQueryResult takes it out too).
  return body.fields
    .filter((f: any) => isRecord(f) && f.type !== 'esriFieldTypeOID' && f.name !== body.objectIdFieldName)
    .map((f: any) => ({
      name: String(f.name),
      type: ESRI_KINDS[f.type] ?? 'string',
      ...(f.alias && f.alias !== f.name ? { alias: String(f.alias) } : {}),
    }));
}

/**
 * The features, total and fields of a query's answer. ArcGIS gives no total with the features: when it says no more
 * features are left (no `exceededTransferLimit`), the total is `offset` + the features it sent; otherwise unknown.
 */
export function readFeatures(protocol: QueryProtocol, body: unknown, request: string, offset = 0): ReadFeatures {
  const fail = (what: string): never => {
    throw new FeatureServiceError(`the answer is not ${what}: ${JSON.stringify(body)?.slice(0, 120) ?? String(body)}`, 200, request);
  };
  if (!isRecord(body)) return fail('a JSON object');
  let features: Feature[];
  try {
    features = Feature.fromQueryResult(body);
  } catch (err) {
    throw new FeatureServiceError((err as Error).message, 200, request);
  }
  if (protocol === 'igs') {
    if (!('SFEleArray' in body)) fail('an IGServer FeatureSet (SFEleArray, AttStruct)');
    return {
      features,
      total: Number.isFinite(body.TotalCount) ? body.TotalCount : undefined,
      fields: zondyFields(body),
    };
  }
  if (protocol === 'arcgis') {
    if (body.type === 'FeatureCollection')
      return {
        features,
        total: body.properties?.exceededTransferLimit ? undefined : offset + features.length,
        fields: inferred(features),
      };
    return {
      features,
      total: body.exceededTransferLimit ? undefined : offset + features.length,
      fields: esriFields(body),
    };
  }
  if (body.type !== 'FeatureCollection') fail('a GeoJSON FeatureCollection');
  return {
    features,
    total: Number.isFinite(body.numberMatched) ? body.numberMatched : undefined,
    fields: inferred(features),
  };
}

/** GeoJSON says nothing of fields: they are read from the values. */
function inferred(features: Feature[]): FieldDef[] {
  return inferFields(features.map((f) => ({ attributes: f.attributes, geometry: null })));
}
