import { appContextOf, type RouteArgs } from "~/.server/context";
import { getOptionalUser } from "~/.server/auth/session-user";
import { data } from "react-router";
import type { MetaFunction } from "react-router";
import {
  Await,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { Suspense } from "react";
import { logger } from "~/.server/logger";
import { getRequestId } from "~/.server/request-id";
import {
  UNKNOWN_VIDEO_MESSAGE,
  cachedVideos,
  findPurchasedVideo,
  respondToVideoPurchase,
  toVideoCard,
} from "~/.server/videos";
import { ErrorPage } from "~/components/layout/error-page";
import { PageHero } from "~/components/ui/page-hero";
import { LibraryTerms } from "~/components/video-library/library-terms";
import { VideoGrid, VideoGridSkeleton } from "~/components/video-library/video-grid";
import * as styles from "~/components/video-library/video-library.css";
import { ShareBar } from "~/components/widgets/share-bar";
import { trainingAccessDays } from "~/content/training";
import { site } from "~/content/site";
import { videos as videoContent } from "~/content/videos";
import { container, section, visuallyHidden } from "~/styles/utilities.css";
import { pageMeta, siteUrlFrom } from "~/utils/seo";
import { videoListJsonLd } from "~/utils/structured-data";
import { useRequestInfo } from "~/utils/request-context";
import { formPost } from "~/.server/security/posted-body";

const title = "$19 Business Trainings";

export const meta: MetaFunction<typeof loader> = (args) => {
  if (args.error) return [{ title: `Something Went Wrong | ${site.name}` }];
  // The list the page shows when the loader already has it (a document request, which is what
  // search engines read); otherwise the content the table is seeded from, newest first.
  const loaded =
    args.loaderData && Array.isArray(args.loaderData.videos) ? args.loaderData.videos : null;
  const list =
    loaded?.map((v) => ({ ...v, uploadDate: v.createdAt })) ??
    [...videoContent]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((v) => ({ ...v, uploadDate: v.publishedAt }));
  return pageMeta(args, {
    title: "Video Library",
    description: `${title}: self-paced videos on business fundamentals, AI integration and financial management. One-time download with ${trainingAccessDays}-day access.`,
    keywords: ["business training videos", "small business courses", "AI training"],
    jsonLd: [videoListJsonLd(siteUrlFrom(args.matches), list)],
  });
};

/** Client navigations get the list as a streamed promise; a document request waits for it. */
export async function loader({ request, context }: RouteArgs) {
  const videos = appContextOf(context)
    .then((app) => cachedVideos(app.db))
    .then((rows) => rows.map(toVideoCard));
  if (request.headers.get("sec-fetch-dest") === "empty") {
    const requestId = getRequestId(request);
    videos.catch((error: unknown) => logger.error("video list failed", { requestId, error }));
    return { videos, requestId };
  }
  // The document is a shared page: nothing of this request in it. A failure here is
  // the document's own error page, which names the document's request.
  return { videos: await videos, requestId: null };
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);

  const purchaser = await getOptionalUser(request, context, { fresh: true });
  const video = await findPurchasedVideo(app.db, formData);
  if (!video) return data({ error: UNKNOWN_VIDEO_MESSAGE }, { status: 400 });
  return respondToVideoPurchase(video, purchaser);
}

export default function VideoLibraryPage() {
  const { videos } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Video library"
        title={title}
        lead={`Self-paced trainings from our consultants. Each one is a one-time download with ${trainingAccessDays}-day access, so you can learn at your own pace.`}
      />
      <section className={section} aria-labelledby="library-title">
        <div className={container}>
          <h2 id="library-title" className={visuallyHidden}>
            All trainings
          </h2>
          <LibraryTerms />
          {actionData?.error ? (
            <p role="alert" className={styles.alert}>
              {actionData.error}
            </p>
          ) : null}
          {Array.isArray(videos) ? (
            <VideoGrid videos={videos} />
          ) : (
            <Suspense fallback={<VideoGridSkeleton />}>
              <Await resolve={videos}>{(list) => <VideoGrid videos={list} />}</Await>
            </Suspense>
          )}
        </div>
      </section>
      <div className={container}>
        <ShareBar title={title} />
      </div>
    </>
  );
}

/** Names the failed request: the document's, or the data request's when the list streamed in. */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof loader>("routes/video-library");
  const { requestId } = useRequestInfo();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage
      status={status}
      message={isRouteErrorResponse(error) && status < 500 ? String(error.data ?? "") : undefined}
      requestId={status >= 500 ? (loaded?.requestId ?? requestId) : undefined}
    />
  );
}
