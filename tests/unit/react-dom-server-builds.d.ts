// The two builds of `react-dom/server` by their own names: Node loads `server.node` for
// `react-dom/server`, Deno and Workers `server.browser` (web streams). The render-document test
// imports both to run each on Node.
declare module "react-dom/server.node" {
  export { renderToPipeableStream, renderToString } from "react-dom/server";
}
declare module "react-dom/server.browser" {
  export { renderToReadableStream, renderToString } from "react-dom/server";
}
