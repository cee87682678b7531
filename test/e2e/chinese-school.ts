/**
 * The school in Chinese (issue 20) that school-in-chinese.test.ts and school-in-chinese-more.test.ts
 * both drive: the same zh-CN cast, the same setup (everyone's Slack in zh-CN, a class channel), and
 * the steps both stories take through the real signed requests. Each file keeps only its own story;
 * the reading of what was sent is in ../support/slack-said.ts.
 */
import { expect } from "vitest";
import type { JsonObject, PostedMessage, SlackView } from "../../src/slack-standin/index.js";
import type { ClassRecord, CourseInput, PersonInput } from "../../src/store/index.js";
import { ADA, ADMIN, ALAN, ALGEBRA, BEN, CHLOE, JOSE } from "../support/cast.js";
import type { SaidText } from "../support/english-left.js";
import type { ClassWorld } from "../support/school.js";
import { press as pressButton, recordAcks } from "../support/slack-said.js";
import {
  dropInDm,
  type Harness,
  openAdmin,
  openByCommand,
  sentByTheApp,
  settled,
  WAIT_MS,
} from "./harness.js";
import { connectedSchool } from "./school.js";

export const ZONE = "Asia/Shanghai";
export const DAY = 86_400;

/** The school's people, with Chinese names: their names are their own text, never the app's. */
export const TEACHER = { ...ADA, displayName: "林老师" };
export const ASSISTANT = { ...ALAN, displayName: "周助教" };
export const STUDENTS = [
  { ...BEN, displayName: "陈小明" },
  { ...CHLOE, displayName: "刘小红" },
  { ...JOSE, displayName: "王小刚" },
] as const;
export const COURSE = { ...ALGEBRA, name: "代数一", teacherUids: [ADA.uid, ALAN.uid] };

/** Someone's Slack in Chinese, in the school's zone. */
export const inChinese = (h: Harness, userId: string, realName?: string, name?: string): void =>
  h.standin.setUserInfo(userId, {
    ...(name !== undefined ? { name } : {}),
    ...(realName !== undefined ? { real_name: realName } : {}),
    tz: ZONE,
    locale: "zh-CN",
  });

export interface ChineseSchoolOptions {
  people: PersonInput[];
  courses: CourseInput[];
  /** The class channel: the teacher, the students and the app are in it. */
  channel: string;
  /** Where every actor records the app's acks (a submission's view or errors is read in its answer). */
  acks: SaidText[];
}

/**
 * The school connected by the admin's first contact (their Slack is in Chinese from the start), then
 * everyone's Slack in zh-CN, the class channel's members, and the acks recorded.
 */
export async function chineseSchool(h: Harness, options: ChineseSchoolOptions): Promise<ClassWorld> {
  inChinese(h, ADMIN, "管理员", "admin");
  const w = await connectedSchool(h, { people: options.people, courses: options.courses });
  for (const p of [
    ...options.people.map((x) => ({ id: x.slackUserId, name: x.displayName })),
    { id: ADMIN, name: "管理员" },
  ])
    inChinese(h, p.id, p.name, p.id.toLowerCase());
  h.standin.setChannelMembers(options.channel, [
    TEACHER.slackUserId,
    ...STUDENTS.map((s) => s.slackUserId),
    h.standin.identity.botUserId,
  ]);
  recordAcks(h, options.acks);
  return w;
}

/**
 * The steps both stories take, bound to the file's harness and school (read when a step runs, since
 * harnessPerFile starts them in beforeAll).
 */
export function schoolActions(harness: () => Harness, world: () => ClassWorld) {
  const press = (
    userId: string,
    target: JsonObject | PostedMessage,
    actionId: string | RegExp,
    value?: string,
  ) => pressButton(harness(), userId, target, actionId, value);

  /** `/class <text>` as `userId`, and what it answered privately. */
  async function command(userId: string, text: string, where?: string): Promise<void> {
    const h = harness();
    const mark = h.standin.calls.length;
    const res = await h.as(userId).command(`/class ${text}`, where ? { channelId: where } : {});
    expect(res.status).toBe(200);
    await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  }

  /** `userId` presses `actionId` on `target`, and what it answered them privately. */
  async function pressAnswered(userId: string, target: PostedMessage, actionId: string): Promise<void> {
    const h = harness();
    const mark = h.standin.calls.length;
    await press(userId, target, actionId);
    await h.standin.waitFor("response_url", (c) => c.seq >= mark, WAIT_MS);
  }

  const dmsTo = (userId: string): PostedMessage[] => {
    const h = harness();
    return h.standin.messagesIn(h.standin.dmChannelOf(userId)).filter((m) => m.via === "chat.postMessage");
  };

  async function submitted(userId: string, view: SlackView, answers: Record<string, unknown>): Promise<void> {
    const result = await harness()
      .as(userId)
      .submit(view, answers as never);
    expect(result.errors).toEqual({});
    await sentByTheApp(harness());
  }

  /** `userId` opens the modal `/class <text>` opens (`callbackId`) and saves it with `answers`. */
  async function modalSaved(
    userId: string,
    text: string,
    callbackId: string,
    answers: Record<string, unknown>,
  ): Promise<void> {
    await submitted(userId, await openByCommand(harness(), userId, text, callbackId), answers);
  }

  /** A submission that ends in a DM to `userId` (what was scheduled, cancelled, moved). */
  async function submittedAndTold(
    userId: string,
    view: SlackView,
    answers: Record<string, unknown>,
    timeoutMs = WAIT_MS,
  ): Promise<void> {
    const h = harness();
    const mark = h.standin.calls.length;
    await submitted(userId, view, answers);
    await h.standin.waitFor("chat.postMessage", (c) => c.seq >= mark && c.args.channel === userId, timeoutMs);
  }

  /** The class card the app posted in `channel` (after a share there). */
  async function cardIn(channel: string): Promise<PostedMessage> {
    const h = harness();
    await h.standin.waitFor("chat.postMessage", (c) => c.args.channel === channel, WAIT_MS);
    await sentByTheApp(h);
    const card = h.standin.messagesIn(channel).find((m) => m.via === "chat.postMessage" && !m.ephemeralTo);
    if (!card) throw new Error("no card");
    return card;
  }

  /** The admin presses `actionId` on the modal `id` as it stands; resolves with what it shows next. */
  async function adminStep(id: string, actionId: string, value?: string, settle = true): Promise<SlackView> {
    const h = harness();
    const mark = h.standin.calls.length;
    await press(ADMIN, h.standin.views.get(id) as SlackView, actionId, value);
    await h.standin.waitFor(
      ["views.update", "views.push"],
      (c) => c.seq >= mark && (c.args.view as JsonObject).callback_id !== "admin_loading",
      WAIT_MS,
    );
    if (settle) await settled(h);
    return h.standin.views.get(id) as SlackView;
  }

  /** The admin modal on `nav`, then `then` pressed on it. */
  async function adminPage(nav: string, then?: string, value?: string): Promise<SlackView> {
    const modal = await openAdmin(harness(), ADMIN);
    const page = await adminStep(modal.id, nav);
    return then ? adminStep(modal.id, then, value) : page;
  }

  /** `userId` drops a file into the app's DM; resolves with the app's answer there. */
  async function dropFile(userId: string, name: string, content: string) {
    const h = harness();
    const file = h.standin.uploadFile({ userId, name, content });
    const dropped = h.standin.calls.length;
    await dropInDm(h, userId, file);
    return h.standin.waitFor(
      "chat.postMessage",
      (c) => c.seq >= dropped && c.args.channel === userId,
      WAIT_MS,
    );
  }

  const classNamed = async (name: string): Promise<ClassRecord[]> =>
    (await harness().store.classes.listUpcoming(world().teamId)).filter((c) => c.name === name);

  return {
    press,
    command,
    pressAnswered,
    dmsTo,
    submitted,
    modalSaved,
    submittedAndTold,
    cardIn,
    adminStep,
    adminPage,
    dropFile,
    classNamed,
  };
}
