/**
 * A change request of the studio (issue 34), as the development server's review endpoints store and
 * answer it (studio/changes.ts) and the review page reads it (src/pages/tool/studio/ChangeReview.tsx).
 */
export interface ChangeRequest {
  id: string;
  /** The screen file under schemas/. */
  path: string;
  /** The screen's menu name in both languages (the proposed one). */
  screenName: string;
  screenNameEn: string;
  /** The change in business words, one line each (as the author's review showed them). */
  summary: string;
  words: string;
  wordsEn: string;
  /** The proposed text and the version of the file it was made from (null: a new screen). */
  text: string;
  baseHash: string | null;
  /** A restore: the commit whose version it brings back. */
  restoreOf: string;
  /** The smoke test's result when submitted (JSON of SmokeResult), or '' when it could not run before publishing. */
  smoke: string;
  status: number;
  auditReason: string;
  createUser: string;
  createUserName: string;
  /** The author's BID: the engine's ownRow / notOwnRow compare it with the signed-in user's. */
  creator: string;
  createTime: string;
  auditUserName: string;
  auditTime: string;
  /** The commit that published it. */
  commit: string;
}

/**
 * A screen that uses a base or fragment, as the studio's check of the part answers it
 * (studio/screenSave.ts partUsers): the review tells a part's change screen by screen. `S` is the
 * screen's type (the engine's ScreenSchema), `P` a checker problem's.
 */
export interface PartUser<S = unknown, P = unknown> {
  /** The screen file under schemas/. */
  path: string;
  /** Its title as composed (a text or { zh-CN, en-US }). */
  title?: unknown;
  /** The composed screen with the part as on disk (null: it does not compose today). */
  before: S | null;
  /** The composed screen with the edited part in place, when it composes and passes the checker. */
  after?: S;
  problems: P[];
}
