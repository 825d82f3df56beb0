import type { Config } from "@react-router/dev/config";

export default {
  // A separate build folder per checkout of the work (BUILD_DIR), default ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: { unstable_optimizeDeps: true },
} satisfies Config;
