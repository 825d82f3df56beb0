/** The test hook that flashes a toast (ENABLE_TEST_HOOKS) and redirects to `to`. */
export function toastUrl(params: {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  actionLabel?: string;
  actionHref?: string;
  to?: string;
}) {
  const search = new URLSearchParams(
    Object.entries(params).filter(([, v]) => v !== undefined) as [string, string][],
  );
  return `/__test/toast?${search}`;
}
