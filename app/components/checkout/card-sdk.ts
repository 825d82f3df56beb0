export type TokenizeResult = {
  status: string;
  token?: string;
  errors?: { message: string; field?: string; type?: string }[];
};

export type SquareCard = {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenizeResult>;
  destroy(): Promise<boolean> | boolean | void;
};

type SquareGlobal = {
  payments(applicationId: string, locationId: string): { card(): Promise<SquareCard> };
};

declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

const loading = new Map<string, Promise<SquareGlobal>>();

/** A script added by the page's own (nonced) code is allowed by the CSP's 'strict-dynamic'. */
export function loadCardSdk(scriptUrl: string): Promise<SquareGlobal> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<SquareGlobal>((resolve, reject) => {
      if (window.Square) return resolve(window.Square);
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () =>
        window.Square
          ? resolve(window.Square)
          : reject(new Error("The card payment script did not start."));
      script.onerror = () => reject(new Error("The card payment script could not be loaded."));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}

export function tokenizeError(result: TokenizeResult): string {
  return result.errors?.[0]?.message ?? "Payment failed";
}
