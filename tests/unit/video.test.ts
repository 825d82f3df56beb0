import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { VideoPlayer, type VideoPlayerProps } from "~/components/widgets/video-player";
import {
  VIDEO_ROOT_MARGIN,
  VIDEO_VISIBILITY_THRESHOLD,
  initialVideoModel,
  isEntryVisible,
  isPlaybackFailure,
  isSlowConnection,
  preloadFor,
  readConnection,
  shouldAutoPlay,
  shouldPauseOnLeave,
  videoReducer,
  type VideoAction,
  type VideoModel,
  type VideoStatus,
} from "~/utils/video";

const run = (...actions: VideoAction[]): VideoModel =>
  actions.reduce(videoReducer, initialVideoModel);
const at = (status: VideoStatus, hasPlayed = status !== "idle"): VideoModel => ({
  status,
  hasPlayed,
  attempt: 0,
});

describe("video player logic", () => {
  test("[S-VIDEO-07] [S-VIDEO-08] slow connections disable autoplay and preloading", () => {
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(isSlowConnection({ effectiveType }), effectiveType).toBe(true);
    }
    expect(isSlowConnection({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isSlowConnection({ saveData: true })).toBe(true);

    expect(isSlowConnection({ effectiveType: "4g" })).toBe(false);
    expect(isSlowConnection({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(isSlowConnection(null)).toBe(false);

    expect(preloadFor(true)).toBe("none");
    expect(preloadFor(false)).toBe("metadata");

    const idle = initialVideoModel;
    expect(
      shouldAutoPlay({
        autoPlay: true,
        slow: isSlowConnection({ effectiveType: "3g" }),
        model: idle,
      }),
    ).toBe(false);
    expect(
      shouldAutoPlay({ autoPlay: true, slow: isSlowConnection({ saveData: true }), model: idle }),
    ).toBe(false);
    expect(
      shouldAutoPlay({
        autoPlay: true,
        slow: isSlowConnection({ effectiveType: "4g" }),
        model: idle,
      }),
    ).toBe(true);
  });

  test("[S-VIDEO-07] navigator.connection is read safely where the browser lacks it", () => {
    expect(readConnection(undefined)).toBeUndefined();
    expect(readConnection({})).toBeUndefined();
    expect(readConnection({ connection: null })).toBeUndefined();
    expect(readConnection({ connection: { effectiveType: "2g" } })).toEqual({
      effectiveType: "2g",
    });
    expect(isSlowConnection(readConnection({ connection: { effectiveType: "2g" } }))).toBe(true);
  });

  test("[S-VIDEO-01] the reducer has the states not started, playing, paused, ended and error", () => {
    expect(initialVideoModel).toEqual({ status: "idle", hasPlayed: false, attempt: 0 });
    expect(run({ type: "playing" }).status).toBe("playing");
    expect(run({ type: "playing" }, { type: "pause" }).status).toBe("paused");
    expect(run({ type: "playing" }, { type: "pause" }, { type: "playing" }).status).toBe("playing");
    expect(run({ type: "playing" }, { type: "pause" }, { type: "ended" }).status).toBe("ended");
    expect(run({ type: "playing" }, { type: "ended" }, { type: "playing" }).status).toBe("playing");
    expect(run({ type: "error" }).status).toBe("error");
    expect(run({ type: "playing" }, { type: "error" }).status).toBe("error");
  });

  test("[S-VIDEO-01] a pause before playback started leaves the video not started", () => {
    expect(run({ type: "pause" })).toBe(initialVideoModel);
  });

  test("[S-VIDEO-01] [S-VIDEO-09] error is kept until a retry; stray media events are ignored", () => {
    const failed = run({ type: "error" });
    expect(videoReducer(failed, { type: "playing" })).toBe(failed);
    expect(videoReducer(failed, { type: "pause" })).toBe(failed);
    expect(videoReducer(failed, { type: "ended" })).toBe(failed);
    expect(videoReducer(failed, { type: "error" })).toBe(failed);
  });

  test("[S-HOME-22] [S-VIDEO-01] 'Try Loading Video Again' returns to a fresh, not-started player", () => {
    const retried = run({ type: "error" }, { type: "retry" });
    expect(retried).toEqual({ status: "idle", hasPlayed: false, attempt: 1 });
    // A retry outside the error state changes nothing.
    const playing = run({ type: "playing" });
    expect(videoReducer(playing, { type: "retry" })).toBe(playing);
    // Each retry remounts the element (new key).
    expect(
      run({ type: "error" }, { type: "retry" }, { type: "error" }, { type: "retry" }).attempt,
    ).toBe(2);
  });

  test("[S-VIDEO-06] autoplays once only", () => {
    const ask = (model: VideoModel) => shouldAutoPlay({ autoPlay: true, slow: false, model });
    expect(ask(initialVideoModel)).toBe(true);
    expect(run({ type: "playing" }).hasPlayed).toBe(true);
    // After it has played once, no state brings autoplay back (e.g. scrolling away and back).
    expect(ask(run({ type: "playing" }))).toBe(false);
    expect(ask(run({ type: "playing" }, { type: "pause" }))).toBe(false);
    expect(ask(run({ type: "playing" }, { type: "ended" }))).toBe(false);
    expect(ask(run({ type: "playing" }, { type: "error" }, { type: "retry" }))).toBe(false);
    // An autoplay that never started (pause or failure first) may still happen later.
    expect(ask(run({ type: "pause" }))).toBe(true);
    expect(ask(run({ type: "error" }, { type: "retry" }))).toBe(true);
    expect(ask(run({ type: "error" }))).toBe(false);
  });

  test("[S-VIDEO-06] [S-VIDEO-12] without the autoPlay setting it never autoplays", () => {
    expect(shouldAutoPlay({ autoPlay: false, slow: false, model: initialVideoModel })).toBe(false);
  });

  test("[S-VIDEO-03] scrolling out of view pauses only a playing video", () => {
    expect(shouldPauseOnLeave(false, "playing")).toBe(true);
    expect(shouldPauseOnLeave(true, "playing")).toBe(false);
    for (const status of ["idle", "paused", "ended", "error"] as const) {
      expect(shouldPauseOnLeave(false, status), status).toBe(false);
    }
    // Leaving then returning does not resume (autoplay is spent).
    const paused = videoReducer(at("playing"), { type: "pause" });
    expect(shouldAutoPlay({ autoPlay: true, slow: false, model: paused })).toBe(false);
  });

  test("[S-VIDEO-02] it loads once at least 10 percent is visible, with a 50 px margin", () => {
    expect(VIDEO_VISIBILITY_THRESHOLD).toBe(0.1);
    expect(VIDEO_ROOT_MARGIN).toBe("50px");
    expect(isEntryVisible({ isIntersecting: false, intersectionRatio: 0 })).toBe(false);
    expect(isEntryVisible({ isIntersecting: true, intersectionRatio: 0.05 })).toBe(false);
    expect(isEntryVisible({ isIntersecting: true, intersectionRatio: 0.1 })).toBe(true);
    expect(isEntryVisible({ isIntersecting: true, intersectionRatio: 0.0999999 })).toBe(true);
    expect(isEntryVisible({ isIntersecting: true, intersectionRatio: 1 })).toBe(true);
  });

  test("[S-VIDEO-09] play() rejections other than autoplay refusal or interruption are failures", () => {
    const named = (name: string) => Object.assign(new Error(name), { name });
    expect(isPlaybackFailure(named("NotAllowedError"))).toBe(false);
    expect(isPlaybackFailure(named("AbortError"))).toBe(false);
    expect(isPlaybackFailure(named("NotSupportedError"))).toBe(true);
    expect(isPlaybackFailure(new Error("boom"))).toBe(true);
    expect(isPlaybackFailure(undefined)).toBe(true);
  });
});

describe("video player server render", () => {
  const props: VideoPlayerProps = {
    src: "/videos/intro.mp4",
    poster: "/videos/intro-poster.webp",
    captions: { src: "/videos/intro.en.vtt", srcLang: "en", label: "English" },
    title: "Welcome to BTE Consulting",
    width: 854,
    height: 480,
    autoPlay: true,
    startTime: 0,
    fallback: createElement("p", null, "Welcome text"),
  };
  const html = renderToString(createElement(VideoPlayer, props));

  test("[S-VIDEO-10] the server renders the poster and 'Loading video...' but no live video", () => {
    expect(html).toContain("Loading video...");
    expect(html).toMatch(/<img[^>]*src="\/videos\/intro-poster.webp"[^>]*>/);
    expect(html).toMatch(/<img[^>]*width="854"[^>]*height="480"/);
    expect(html).toMatch(/<img[^>]*alt="Welcome to BTE Consulting"/);
    expect(html).toContain('data-state="idle"');
    expect(html).toMatch(/role="region" aria-label="Welcome to BTE Consulting"/);
    // The only <video> is inside <noscript>: nothing downloads the MP4 before it is near view.
    const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
    expect(outsideNoscript).not.toContain("<video");
    expect(outsideNoscript).not.toContain("intro.mp4");
  });

  test("[S-VIDEO-11] [S-VIDEO-12] without JavaScript a plain video with captions and the unsupported text is served", () => {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(noscript).toMatch(
      /<video[^>]*controls=""[^>]*preload="none"[^>]*poster="\/videos\/intro-poster.webp"/,
    );
    expect(noscript).toContain('<source src="/videos/intro.mp4"/>');
    expect(noscript).toMatch(
      /<track kind="captions" src="\/videos\/intro.en.vtt" srcLang="en" label="English"/,
    );
    expect(noscript).toContain("Your browser does not support the video tag.</video>");
    expect(html).not.toContain("Video could not be loaded");
  });
});
