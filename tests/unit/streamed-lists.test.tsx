import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderHistory } from "~/components/account/order-history";
import { VideoGridSkeleton } from "~/components/video-library/video-grid";

/**
 * What a client-side visit shows while a streamed list is still on its way (the loader hands a
 * promise to the page, ADR 7): the loading state, never an empty or half list.
 */
describe("lists that stream in", () => {
  it("[S-ACCOUNT-10] the order history says 'Loading order history...' until its orders arrive", () => {
    const html = renderToString(<OrderHistory orders={new Promise(() => {})} />);
    expect(html).toContain("Loading order history...");
    expect(html).toContain('role="status"');
    expect(html).not.toContain("No orders found.");
    expect(html).not.toContain("<table");
  });

  it("the order history of a user without payments says 'No orders found.'", () => {
    const html = renderToString(<OrderHistory orders={[]} />);
    expect(html).toContain("No orders found.");
    expect(html).not.toContain("Loading order history...");
  });

  it("[S-VIDEOLIB-07] the video library's placeholder: six skeleton cards and 'Loading trainings…' for screen readers", () => {
    const html = renderToString(<VideoGridSkeleton />);
    expect(html.match(/data-skeleton-card=""/g)).toHaveLength(6);
    expect(html).toMatch(/role="status"[^>]*>.*Loading trainings…/);
    expect(html).not.toContain("data-video-card");
  });
});
