import { describe, expect, it } from "vitest";
import { formatOrderNumber, parseOrderNumber } from "~/utils/order-number";

describe("order numbers", () => {
  it("reads as the company's prefix and the number", () => {
    expect(formatOrderNumber(1042)).toBe("BTE-1042");
  });

  it("are found again from what a person types", () => {
    expect(parseOrderNumber("BTE-1042")).toBe(1042);
    expect(parseOrderNumber(" bte 1042 ")).toBe(1042);
    expect(parseOrderNumber("1042")).toBe(1042);
    expect(parseOrderNumber("BTE-")).toBeUndefined();
    expect(parseOrderNumber("1042; drop")).toBeUndefined();
  });
});
