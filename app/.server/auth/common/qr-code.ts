import QRCode from "qrcode";

/** SVG rather than PNG: a PNG needs a canvas, which edge runtimes lack. */
export async function qrDataUrl(uri: string): Promise<string> {
  return svgImageAddress(
    await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 }),
  );
}

export function svgImageAddress(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
