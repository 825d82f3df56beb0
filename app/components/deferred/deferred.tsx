import { memo, Suspense, use, useEffect, type ComponentType, type ReactNode } from "react";
import { UNSAFE_RouteContext } from "react-router";
import { whenWanted } from "./when-wanted";

export type DeferredPart<Props extends object> = {
  /** Renders the part in a Suspense boundary (see `deferred`). */
  Part: ComponentType<Props>;
  /** Fetches the part's code; a route's clientLoader awaits it, so a navigation shows it whole. */
  load: () => Promise<unknown>;
};

/**
 * A part of a page whose code the browser fetches after the page has hydrated (ADR 59). The
 * server renders it at once from `serverPart` (the route's static import, `import.meta.env.SSR &&
 * Component`, which the browser build drops), so the document is whole without JavaScript. In
 * the browser its Suspense boundary stays as the server rendered it, its links and forms working
 * without JavaScript, until `whenWanted` (idle, near the viewport or touched; `first` selects the
 * part's first element) fetches `importPart` and React hydrates it. If that fetch fails, the
 * server's HTML stays.
 */
export function deferred<Props extends object>(
  serverPart: ComponentType<Props> | false,
  importPart: () => Promise<ComponentType<Props>>,
  first: string,
): DeferredPart<Props> {
  let code: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const load = () => (code ??= importPart().then((part) => (loaded = part)));
  let want = () => {};
  const wanted = new Promise<void>((resolve) => (want = resolve));
  const hydrate = wanted.then(load).catch(() => new Promise<never>(() => {}));

  function Content(props: Props) {
    const Loaded = serverPart || loaded || use(hydrate);
    return <Loaded {...props} />;
  }
  // A boundary still as the server rendered it that gets new props (or a context change that
  // RouterUpdatesStop does not stop) is rendered anew. Its fallback then fetches the code and
  // suspends too, so that React holds the update until the part can show, instead of replacing
  // it with nothing meanwhile; if that fetch fails, the route's error boundary shows.
  function Held() {
    use(load());
    return null;
  }
  // memo: a parent's re-render with the same props leaves the boundary alone.
  const Part = memo(function DeferredPart(props: Props) {
    useEffect(() => whenWanted(first, want), []);
    return (
      <RouterUpdatesStop>
        <Suspense fallback={<Held />}>
          <Content {...props} />
        </Suspense>
      </RouterUpdatesStop>
    );
  });
  return { Part, load };
}

/**
 * Every router update (a navigation, a fetcher, React Router's own discovery of routes after
 * hydration) gives each route a new route context, and React passes a context change on to a
 * boundary not yet hydrated by rendering it anew, as if its props had changed. Reading that
 * context here makes React stop passing the change at this component, which renders the same
 * children again: the boundary stays as the server rendered it, and its code is not fetched early.
 */
function RouterUpdatesStop({ children }: { children: ReactNode }) {
  use(UNSAFE_RouteContext);
  return children;
}
