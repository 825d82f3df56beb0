import { describe, expect, it } from "vitest";
import { orderTimeline } from "~/utils/order-timeline";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 15, minute));
const labels = (steps: { label: string }[]) => steps.map((step) => step.label);

describe("an order's timeline", () => {
  it("an invoice: ordered with the invoice sent, then paid", () => {
    const steps = orderTimeline({
      method: "invoice",
      createdAt: at(0),
      statuses: [
        { status: "pending", changedAt: at(0) },
        { status: "completed", changedAt: at(30) },
      ],
      refunds: [],
      fulfilment: [],
    });
    expect(labels(steps)).toEqual(["Ordered, invoice sent", "Invoice paid"]);
    expect(steps[1]!.at).toBe(at(30).toISOString());
  });

  it("a cancellation in one transaction: the refund, then the cancelled work, each once", () => {
    const steps = orderTimeline({
      method: "card",
      createdAt: at(0),
      statuses: [
        { status: "completed", changedAt: at(0) },
        { status: "refunded", changedAt: at(50) },
      ],
      refunds: [
        { amountCents: 2500, createdAt: at(20) },
        { amountCents: 17500, createdAt: at(50) },
      ],
      fulfilment: [
        { state: "in_progress", message: "Monday.", changedAt: at(10) },
        { state: "cancelled", message: "As agreed.", changedAt: at(50) },
      ],
    });
    expect(steps.map((step) => [step.label, step.message])).toEqual([
      ["Ordered", null],
      ["Paid", null],
      ["Work started", "Monday."],
      ["Refunded $25.00", null],
      ["Refunded $175.00", null],
      ["Order cancelled", "As agreed."],
    ]);
  });

  it("a refund with no refund rows (an older order) says refunded in full; a failed card says so", () => {
    expect(
      labels(
        orderTimeline({
          method: "paypal",
          createdAt: at(0),
          statuses: [
            { status: "pending", changedAt: at(0) },
            { status: "completed", changedAt: at(1) },
            { status: "refunded", changedAt: at(9) },
          ],
          refunds: [],
          fulfilment: [],
        }),
      ),
    ).toEqual(["Ordered", "Paid", "Refunded in full"]);
    expect(
      labels(
        orderTimeline({
          method: "card",
          createdAt: at(0),
          statuses: [{ status: "failed", changedAt: at(0) }],
          refunds: [],
          fulfilment: [],
        }),
      ),
    ).toEqual(["Ordered", "Payment failed"]);
  });
});
