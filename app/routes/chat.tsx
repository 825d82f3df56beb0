import { Form, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { handleLeadForm } from "~/.server/leads/form-action";
import { ChatAnswers } from "~/components/chat/chat-answers";
import * as styles from "~/components/chat/chat-page.css";
import { ChatTeamForm } from "~/components/chat/chat-team-form";
import * as formStyles from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { chatCopy, chatPage, chatTeamCopy } from "~/content/chat";
import { container, section } from "~/styles/utilities.css";
import { searchChatAnswers } from "~/utils/chat-search";
import { chatLeadSchema, chatMessages } from "~/utils/forms/chat";
import { CHAT_PATH, CHAT_QUESTION_PARAM } from "~/utils/forms/chat-route";
import { plainText } from "~/utils/forms/plain-text";
import { pageMeta } from "~/utils/seo";
import type { RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) => pageMeta(args, chatPage.seo);

/** The longest question the page searches (the panel's input takes 500 characters too). */
const MAX_QUESTION = 500;

/** The chat without JavaScript; the floating panel's "Send this to the team" posts here too. */
export function loader({ request }: RouteArgs) {
  const raw = new URL(request.url).searchParams.get(CHAT_QUESTION_PARAM) ?? "";
  const question = plainText(raw).replace(/\s+/g, " ").trim().slice(0, MAX_QUESTION);
  return { question, answers: question ? searchChatAnswers(question) : [] };
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return handleLeadForm(app, request, {
    formData,
    kind: "chat",
    schema: chatLeadSchema,
    success: chatMessages.success,
    failure: chatMessages.failure,
    successRedirect: CHAT_PATH,
  });
}

export default function ChatPage() {
  const { question, answers } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  return (
    <>
      <PageHero {...chatPage.hero} />
      <section className={section} aria-label={chatPage.hero.title}>
        <div className={`${container} ${styles.layout}`}>
          <Form method="get" action={CHAT_PATH} className={styles.ask}>
            <label htmlFor="chat-question" className={formStyles.label}>
              {chatPage.questionLabel}
            </label>
            <div className={styles.askRow}>
              <input
                id="chat-question"
                name={CHAT_QUESTION_PARAM}
                type="search"
                required
                maxLength={MAX_QUESTION}
                defaultValue={question}
                className={`${formStyles.input} ${styles.askInput}`}
              />
              <button type="submit" className={button.primary}>
                {chatPage.ask}
              </button>
            </div>
          </Form>
          {question ? (
            <section aria-labelledby="chat-answers-title" className={styles.answers}>
              <h2 id="chat-answers-title" className={styles.heading}>
                {chatPage.answersTitle}
              </h2>
              {answers.length > 0 ? (
                <>
                  <p>{chatCopy.found}</p>
                  <ChatAnswers answers={answers} />
                </>
              ) : (
                <p>{chatCopy.notFound}</p>
              )}
            </section>
          ) : null}
          <div className={styles.team}>
            <h2 className={styles.heading}>{chatTeamCopy.title}</h2>
            <p>{chatTeamCopy.intro}</p>
            <ChatTeamForm idPrefix="chat-page" message={question} initial={response} />
          </div>
        </div>
      </section>
    </>
  );
}
