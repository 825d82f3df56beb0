// Storage can be blocked (private modes, strict settings): reads answer null, writes do nothing.
type Area = "localStorage" | "sessionStorage";

export function recall(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function remember(area: Area, key: string, value: string) {
  try {
    window[area].setItem(key, value);
  } catch {
    // storage blocked: nothing to remember with
  }
}

export function canRemember(area: Area): boolean {
  try {
    const probe = "__probe";
    window[area].setItem(probe, "1");
    window[area].removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
