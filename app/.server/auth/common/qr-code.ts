import QRCode from "qrcode";

/**
 * The QR code of an otpauth:// URI as a PNG data URL, drawn on the server so the page needs no
 * script: the local adapter's enrolments, and the account page when it shows one again.
 */
export function qrDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: "M", margin: 2, width: 240 });
}
