export const VIDEO_VISIBILITY_THRESHOLD = 0.1;
export const VIDEO_ROOT_MARGIN = "50px";

export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

const SLOW_EFFECTIVE_TYPES: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

export function isSlowConnection(connection: ConnectionInfo | null | undefined): boolean {
  if (!connection) return false;
  if (connection.saveData === true) return true;
  return (
    typeof connection.effectiveType === "string" &&
    SLOW_EFFECTIVE_TYPES.has(connection.effectiveType)
  );
}

export function preloadFor(slow: boolean): "metadata" | "none" {
  return slow ? "none" : "metadata";
}

export function readConnection(nav: object | undefined): ConnectionInfo | undefined {
  const connection: unknown = nav && "connection" in nav ? nav.connection : undefined;
  return connection && typeof connection === "object" ? (connection as ConnectionInfo) : undefined;
}

export function isEntryVisible(
  entry: { isIntersecting: boolean; intersectionRatio: number },
  threshold: number = VIDEO_VISIBILITY_THRESHOLD,
): boolean {
  // The browser reports crossings at `threshold` itself; allow for float rounding.
  return entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001;
}

export type VideoStatus = "idle" | "playing" | "paused" | "ended" | "error";

export type VideoModel = {
  status: VideoStatus;
  hasPlayed: boolean;
  attempt: number;
};

export type VideoAction =
  | { type: "playing" }
  | { type: "pause" }
  | { type: "ended" }
  | { type: "error" }
  | { type: "retry" };

export const initialVideoModel: VideoModel = { status: "idle", hasPlayed: false, attempt: 0 };

export function videoReducer(model: VideoModel, action: VideoAction): VideoModel {
  switch (action.type) {
    case "playing":
      if (model.status === "error") return model;
      return { ...model, status: "playing", hasPlayed: true };
    case "pause":
      // A pause before playback ever started (e.g. an autoplay cut short) leaves it not started.
      if (model.status !== "playing") return model;
      return { ...model, status: "paused" };
    case "ended":
      if (model.status === "error") return model;
      return { ...model, status: "ended" };
    case "error":
      if (model.status === "error") return model;
      return { ...model, status: "error" };
    case "retry":
      if (model.status !== "error") return model;
      return { ...model, status: "idle", attempt: model.attempt + 1 };
  }
}

export function shouldAutoPlay(options: {
  autoPlay: boolean;
  slow: boolean;
  model: Pick<VideoModel, "status" | "hasPlayed">;
}): boolean {
  const { autoPlay, slow, model } = options;
  return autoPlay && !slow && !model.hasPlayed && model.status === "idle";
}

export function shouldPauseOnLeave(inView: boolean, status: VideoStatus): boolean {
  return !inView && status === "playing";
}

/** NotAllowedError (autoplay refused) and AbortError (interrupted) still let the visitor play. */
export function isPlaybackFailure(error: unknown): boolean {
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  return name !== "NotAllowedError" && name !== "AbortError";
}
