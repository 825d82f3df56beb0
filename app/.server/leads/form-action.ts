import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import type { ZodTypeAny } from "zod";
import { createToast } from "~/utils/toast";
import { ENHANCED_FIELD, TOO_MANY_MESSAGE, type LeadFormResponse } from "~/utils/forms/lead-form";
import type { AppContext } from "../app-context";
import { logger } from "../logger";
import { getRequestId } from "../request-id";
import { clientIpKey } from "../security/client-ip";
import { assertNotSpam } from "../security/honeypot";
import { formAllowances } from "../security/rate-limit";
import { redirectWithToast } from "../flash-toast";
import type { LeadKind } from "./kinds";
import { sourcePage } from "./source-page";
import { storeLead } from "./store";

type Message = { title: string; description: string };

export type LeadFormOptions = {
  kind: LeadKind;
  schema: ZodTypeAny;
  success: Message;
  failure: Message;
  successRedirect: string;
  download?: string;
};

/** Only a committed write is answered with the success toast. */
export async function handleLeadForm(
  app: AppContext,
  request: Request,
  { formData, ...options }: LeadFormOptions & { formData: FormData },
) {
  await assertNotSpam(formData);
  const enhanced = formData.get(ENHANCED_FIELD) === "1";
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") {
    return data<LeadFormResponse>({ result: submission.reply() }, { status: 400 });
  }
  const fields = submission.value as Record<string, unknown>;
  const requestId = getRequestId(request);
  const unavailable = (stage: string, error: unknown) => {
    logger.error(stage, { kind: options.kind, requestId, error });
    return data<LeadFormResponse>(
      {
        result: submission.reply({ formErrors: [options.failure.description] }),
        toast: createToast({ ...options.failure, variant: "destructive" }),
      },
      { status: 503 },
    );
  };
  let allowance;
  try {
    // The counts are in the database: out of reach, nothing can be stored either.
    allowance = await app.rateLimit(
      formAllowances(
        options.kind,
        clientIpKey(request, app.config.auth.trustProxyHops),
        String(fields.email),
        app.config.leads,
      ),
    );
  } catch (error) {
    return unavailable("rate limit not checked", error);
  }
  if (allowance.limited) {
    return data<LeadFormResponse>(
      { result: submission.reply({ formErrors: [TOO_MANY_MESSAGE] }) },
      { status: 429, headers: { "Retry-After": String(allowance.retryAfterS) } },
    );
  }
  try {
    await storeLead(app.db, app.config.leads, {
      kind: options.kind,
      fields,
      requestId,
      page: sourcePage(request),
    });
  } catch (error) {
    return unavailable("lead not stored", error);
  }
  app.defer(app.outbox.runOnce());
  if (!enhanced) return redirectWithToast(options.successRedirect, options.success);
  return data<LeadFormResponse>({
    result: submission.reply({ resetForm: true }),
    ok: true,
    toast: createToast(options.success),
    download: options.download,
  });
}
