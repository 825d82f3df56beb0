import { RotateCcw, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import { useEffect, useReducer, useRef, useState } from "react";
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
} from "~/utils/video";
import * as styles from "./video-player.css";
import { VIDEO_UNSUPPORTED_TEXT } from "./video-text";

type VideoCaptions = { src: string; srcLang: string; label: string };

export type VideoPlayerProps = {
  src: string;
  captions?: VideoCaptions;
  poster: string;
  title: string;
  autoPlay?: boolean;
  startTime?: number;
  /** Intrinsic size of the video and poster: reserves the box so nothing shifts. */
  width: number;
  height: number;
  fallback?: ReactNode;
  className?: string;
};

export function VideoPlayer({
  src,
  captions,
  poster,
  title,
  autoPlay = false,
  startTime = 0,
  width,
  height,
  fallback,
  className,
}: VideoPlayerProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [model, dispatch] = useReducer(videoReducer, initialVideoModel);
  const [activated, setActivated] = useState(false);
  const [inView, setInView] = useState(false);
  const [muted, setMuted] = useState(true);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setSlow(isSlowConnection(readConnection(navigator)));
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      setActivated(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = isEntryVisible(entry);
        setInView(visible);
        if (visible) setActivated(true);
      },
      { threshold: VIDEO_VISIBILITY_THRESHOLD, rootMargin: VIDEO_ROOT_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // Autoplay once, when in view; the guard turns false for good after playback has started.
  useEffect(() => {
    const video = videoRef.current;
    if (!activated || !video || !inView || !shouldAutoPlay({ autoPlay, slow, model })) return;
    video.play().catch((error: unknown) => {
      if (isPlaybackFailure(error)) dispatch({ type: "error" });
    });
  }, [activated, autoPlay, slow, inView, model]);

  useEffect(() => {
    if (shouldPauseOnLeave(inView, model.status)) videoRef.current?.pause();
  }, [inView, model.status]);

  // After "Try Loading Video Again", keep keyboard focus on the new player.
  useEffect(() => {
    if (model.attempt > 0 && model.status === "idle") videoRef.current?.focus();
  }, [model.attempt, model.status]);

  const toggleMute = () => {
    const next = !muted;
    if (videoRef.current) videoRef.current.muted = next;
    setMuted(next);
  };

  const failed = model.status === "error";
  const showVideo = activated && !failed;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={title}
      data-state={model.status}
      className={rootClass}
    >
      {showVideo ? (
        <>
          <video
            key={model.attempt}
            ref={videoRef}
            className={styles.frame}
            src={src}
            poster={poster}
            width={width}
            height={height}
            aria-label={title}
            muted={muted}
            playsInline
            controls
            preload={preloadFor(slow)}
            onPlaying={() => dispatch({ type: "playing" })}
            onPause={() => dispatch({ type: "pause" })}
            onEnded={() => dispatch({ type: "ended" })}
            onError={() => dispatch({ type: "error" })}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            onLoadedMetadata={(event) => {
              if (startTime > 0) event.currentTarget.currentTime = startTime;
            }}
          >
            <CaptionsTrack captions={captions} />
            {VIDEO_UNSUPPORTED_TEXT}
          </video>
          <button
            type="button"
            className={styles.muteButton}
            aria-label={muted ? "Unmute video" : "Mute video"}
            aria-pressed={!muted}
            onClick={toggleMute}
          >
            {muted ? (
              <VolumeX aria-hidden="true" size={22} />
            ) : (
              <Volume2 aria-hidden="true" size={22} />
            )}
          </button>
        </>
      ) : (
        <img
          className={styles.frame}
          src={poster}
          width={width}
          height={height}
          alt={failed ? "" : title}
          loading="lazy"
          decoding="async"
        />
      )}
      {activated ? null : (
        <p role="status" className={styles.status}>
          Loading video...
        </p>
      )}
      {failed ? (
        <div role="alert" className={styles.errorPanel}>
          <h3 className={styles.errorTitle}>Video could not be loaded</h3>
          <p className={styles.errorText}>The video file may be too large or unavailable</p>
          {fallback}
          <button
            type="button"
            className={styles.retryButton}
            onClick={() => dispatch({ type: "retry" })}
          >
            <RotateCcw aria-hidden="true" size={18} />
            Try Loading Video Again
          </button>
        </div>
      ) : null}
      <noscript>
        <video
          className={styles.frame}
          controls
          preload="none"
          poster={poster}
          width={width}
          height={height}
        >
          <source src={src} />
          <CaptionsTrack captions={captions} />
          {VIDEO_UNSUPPORTED_TEXT}
        </video>
      </noscript>
    </div>
  );
}

function CaptionsTrack({ captions }: { captions: VideoCaptions | undefined }) {
  if (!captions) return null;
  return (
    <track
      kind="captions"
      src={captions.src}
      srcLang={captions.srcLang}
      label={captions.label}
      default
    />
  );
}
