// OGC error documents: WMS ServiceExceptionReport (1.1.1 and 1.3.0 shapes) and the OWS ExceptionReport of WMTS.
import { xml } from '../respond.ts';
import { esc, XML_DECL } from '../xml.ts';

export type WmsVersion = '1.1.1' | '1.3.0';

/**
 * WMS answers errors with HTTP 200 and an exception document (WMS 1.1.1 §6.9, 1.3.0 §6.11), in the version's own
 * shape and MIME type.
 */
export function wmsException(version: WmsVersion, code: string | undefined, message: string, locator?: string): Response {
  const attrs = `${code ? ` code="${esc(code)}"` : ''}${locator && version === '1.3.0' ? ` locator="${esc(locator)}"` : ''}`;
  if (version === '1.1.1') {
    return xml(
      `${XML_DECL}\n<!DOCTYPE ServiceExceptionReport SYSTEM "http://schemas.opengis.net/wms/1.1.1/exception_1_1_1.dtd">\n` +
        `<ServiceExceptionReport version="1.1.1"><ServiceException${attrs}>${esc(message)}</ServiceException></ServiceExceptionReport>`,
      200,
      'application/vnd.ogc.se_xml; charset=utf-8',
    );
  }
  return xml(
    `${XML_DECL}\n<ServiceExceptionReport version="1.3.0" xmlns="http://www.opengis.net/ogc" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
      `xsi:schemaLocation="http://www.opengis.net/ogc http://schemas.opengis.net/wms/1.3.0/exceptions_1_3_0.xsd">` +
      `<ServiceException${attrs}>${esc(message)}</ServiceException></ServiceExceptionReport>`,
  );
}

/** OWS 1.1 exception codes and their HTTP status (OGC 06-121r9 table 28, used by WMTS 1.0). */
const OWS_STATUS: Record<string, number> = {
  OperationNotSupported: 501,
  MissingParameterValue: 400,
  InvalidParameterValue: 400,
  VersionNegotiationFailed: 400,
  InvalidUpdateSequence: 400,
  OptionNotSupported: 501,
  NoApplicableCode: 500,
  TileOutOfRange: 400,
};

export function owsException(code: string, message: string, locator?: string): Response {
  return xml(
    `${XML_DECL}\n<ows:ExceptionReport xmlns:ows="http://www.opengis.net/ows/1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
      `xsi:schemaLocation="http://www.opengis.net/ows/1.1 http://schemas.opengis.net/ows/1.1.0/owsExceptionReport.xsd" version="1.0.0" xml:lang="en">` +
      `<ows:Exception exceptionCode="${esc(code)}"${locator ? ` locator="${esc(locator)}"` : ''}><ows:ExceptionText>${esc(message)}</ows:ExceptionText></ows:Exception>` +
      `</ows:ExceptionReport>`,
    OWS_STATUS[code] ?? 400,
  );
}
