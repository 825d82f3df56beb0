import QRCode from "qrcode";

/**
 * The QR code of an otpauth:// URI as an SVG image address, drawn on the server so the page needs
 * no script: the local adapter's enrolments, and the account page when it shows one again. SVG
 * rather than PNG: drawing a PNG needs a canvas, which an edge runtime does not have.
 */
export async function qrDataUrl(uri: string): Promise<string> {
  return svgImageAddress(
    await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
  );
}

/** An SVG document as a `data:` address for an <img> (the CSP allows `data:` images). */
export function svgImageAddress(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
