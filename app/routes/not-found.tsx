/** Any URL no other route answers: the root layout's 404 page (its error boundary). */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}
