/**
 * Class cards in channels (`/class share`): the card everyone in the channel sees, and what each
 * person is told privately when they click its **Join** button (their own link, whom to ask, or for a
 * teacher "Add everyone in this channel"). Names are people's text, escaped; times are `<!date>` so
 * each reader sees their own zone. Personal links are only ever a button's URL, never in text.
 * The card is in its own language (its sharer's, kept on the card); every private answer is in the
 * language of the person who clicked or shared.
 */
import type { KnownBlock, ModalView } from "@slack/types";
import type { CardForTeacherRefusal, ClassCardFacts, ShareRefusal } from "../../../classes/class-cards.js";
import type { ClassSummary } from "../../../classes/classes-list.js";
import type { ChangedBy } from "../../../classes/notices/renderer.js";
import type { ClassLink } from "../../../classes/student-links.js";
import { type Locale, type T, translator } from "../../../i18n/index.js";
import type { ClassRecord } from "../../../store/index.js";
import { LIMITS } from "../../lib/blocks/limits.js";
import { joinButton } from "../../lib/blocks/live-link.js";
import { type MessageContent, sectionMessage } from "../../lib/blocks/message.js";
import { mrkdwn, plainText, slackDate, userText } from "../../lib/blocks/text.js";
import {
  applyToBlocks,
  classHeadingBlocks,
  classModalMetadata,
  laterOf,
} from "../../lib/class-modals/frame.js";
import { ActionId } from "../../lib/ids.js";
import { courseText, teacherText } from "../../lib/words/class-names.js";
import { classRefusalText } from "../../lib/words/refusal.js";
import { seriesWords } from "../../lib/words/series-rhythm.js";

/** When a class starts, with its length when it has one: "<date> (45 min)". */
function whenOf(c: ClassSummary, t: T, date = slackDate(c.beginTime)): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return minutes > 0 ? t("cards.whenMinutes", { when: date, minutes }) : date;
}

function cardLines(facts: ClassCardFacts, t: T): string[] {
  const c = facts.cls;
  const lines = [t("cards.header", { name: userText(c.name, 150), course: courseText(c, t) })];
  const { series } = facts;
  if (series && facts.state === "open") {
    const vars = {
      count: series.total,
      first: slackDate(series.first, "day"),
      last: slackDate(series.last, "day"),
      series: seriesWords(series.everyWeeks, t, true),
    };
    lines.push(
      series.ahead < series.total
        ? t("cards.seriesAhead", { ...vars, ahead: series.ahead })
        : t("cards.series", vars),
      t("cards.next", { when: whenOf(c, t) }),
    );
  } else {
    lines.push(whenOf(c, t));
  }
  lines.push(t("cards.teacher", { teacher: teacherText(c, t), count: facts.seatNum }));
  return lines;
}

function cancelled(by: ChangedBy, name: string, t: T): { line: string; text: string } {
  if (by === "school")
    return { line: t("cards.cancelledBySchool"), text: t("cards.cancelledBySchoolText", { name }) };
  const who = by === "admin" ? t("student.changed.byAdmin") : userText(by.name, 80);
  return { line: t("cards.cancelledBy", { by: who }), text: t("cards.cancelledByText", { name, by: who }) };
}

/** The card as it reads now: open with its Join button, or ended / cancelled without one. */
export function classCardMessage(facts: ClassCardFacts, locale: Locale): MessageContent {
  const t = translator(locale);
  const c = facts.cls;
  const name = userText(c.name, 150);
  const blocks: KnownBlock[] = [
    { type: "section", block_id: "class_card", text: mrkdwn(cardLines(facts, t).join("\n")) },
  ];
  let state: string;
  if (facts.state === "open") {
    blocks.push({
      type: "actions",
      block_id: "class_card_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.cardJoin,
          text: plainText(t("cards.join"), LIMITS.buttonText),
          value: String(facts.cardId),
          style: "primary",
        },
      ],
    });
    blocks.push({ type: "context", block_id: "class_card_note", elements: [mrkdwn(t("cards.note"))] });
    state = t("cards.starts", { name, when: slackDate(c.beginTime) });
  } else if (facts.state === "ended") {
    blocks.push({ type: "context", block_id: "class_card_state", elements: [mrkdwn(t("cards.ended"))] });
    state = t("cards.endedText", { name });
  } else {
    const said = cancelled(facts.state.cancelledBy, name, t);
    // The reason as the canceller typed it: people's text, escaped.
    const why = facts.state.reason ? userText(facts.state.reason, 300) : null;
    const line = why ? `${said.line}\n${t("student.changed.reason", { reason: why })}` : said.line;
    blocks.push({ type: "context", block_id: "class_card_state", elements: [mrkdwn(line)] });
    state = why ? `${said.text} ${t("student.changed.reason", { reason: why })}` : said.text;
  }
  return { text: state, blocks };
}

/** A student's own link, privately: the card's Join answered. */
export function cardLinkMessage(c: ClassLink, t: T): MessageContent {
  const found = joinButton(c, t);
  const name = userText(c.name, 150);
  const line = t("cards.link.line", { name, when: whenOf(c, t), teacher: teacherText(c, t) });
  if (!found) return sectionMessage(`${line}\n${t("cards.link.later")}`, { blockId: "card_link_later" });
  // The button is the live link's own, named in the reader's words.
  const button = { ...found, text: plainText(t("cards.link.button"), LIMITS.buttonText) };
  return {
    text: t("cards.link.text", { name }),
    blocks: [
      {
        type: "section",
        block_id: "card_link",
        text: mrkdwn(`${line}\n${t("cards.link.yours")}`),
        accessory: button,
      },
    ],
  };
}

/** Someone not in the class: whom to ask. */
export function cardNotEnrolledMessage(facts: ClassCardFacts, t: T): MessageContent {
  const c = facts.cls;
  return sectionMessage(t("cards.notEnrolled", { name: userText(c.name, 150), teacher: teacherText(c, t) }), {
    blockId: "card_not_enrolled",
  });
}

/** The card's class is over or cancelled (an old card clicked before its edit arrived). */
export function cardClosedMessage(facts: ClassCardFacts, t: T): MessageContent {
  const name = userText(facts.cls.name, 150);
  return sectionMessage(
    facts.state === "ended" ? t("cards.closedEnded", { name }) : t("cards.closedCancelled", { name }),
    { blockId: "card_closed" },
  );
}

export function cardUnknownMessage(t: T): MessageContent {
  return sectionMessage(t("cards.unknown"), { blockId: "card_unknown" });
}

/** A teacher's click: they teach it, so they are offered the channel's students, with a confirm. */
export function cardTeacherMessage(facts: ClassCardFacts, t: T): MessageContent {
  const name = userText(facts.cls.name, 150);
  const short = userText(facts.cls.name, 100);
  return {
    text: t("cards.teacher.text", { name }),
    blocks: [
      {
        type: "section",
        block_id: "card_teacher",
        text: mrkdwn(t("cards.teacher.offer", { name })),
      },
      {
        type: "actions",
        block_id: "card_teacher_actions",
        elements: [
          {
            type: "button",
            action_id: ActionId.cardAddChannel,
            text: plainText(t("cards.teacher.button"), LIMITS.buttonText),
            value: String(facts.cardId),
            confirm: {
              title: plainText(t("cards.teacher.confirmTitle"), LIMITS.confirmTitle),
              text: mrkdwn(
                facts.series
                  ? t("cards.teacher.confirmSeries", { name: short })
                  : t("cards.teacher.confirmClass", { name: short }),
              ),
              confirm: plainText(t("cards.teacher.confirm"), LIMITS.confirmButton),
              deny: plainText(t("cards.teacher.deny"), LIMITS.confirmButton),
            },
          },
        ],
      },
    ],
  };
}

/** "Add everyone in this channel" under way; `name` null: the class is no longer known by name. */
export function addChannelStartedMessage(name: string | null, t: T): MessageContent {
  return sectionMessage(
    name === null ? t("cards.addingUnnamed") : t("cards.adding", { name: userText(name, 150) }),
    { blockId: "card_adding" },
  );
}

/** Why "Add everyone in this channel" was refused, in the clicker's words. */
export function addChannelRefusedMessage(why: CardForTeacherRefusal, t: T): MessageContent {
  const text =
    why.kind === "unknown"
      ? t("cards.unknown")
      : why.kind === "over"
        ? t("cards.over")
        : classRefusalText(why.refusal, t);
  return sectionMessage(text);
}

export function cardSharedMessage(name: string, series: boolean, t: T, unchecked = false): MessageContent {
  const vars = { name: userText(name, 150) };
  const shared = series ? t("cards.sharedSeries", vars) : t("cards.shared", vars);
  // Posted without knowing the app is in the channel: the one sentence on why, and what to do.
  return sectionMessage(unchecked ? `${shared}\n${t("cards.membershipUnchecked")}` : shared, {
    blockId: "card_shared",
  });
}

/** Why a card was not shared, as mrkdwn in the sharer's words. */
export function shareRefusalText(why: ShareRefusal, t: T): string {
  if (why.kind === "access") return classRefusalText(why.refusal, t);
  if (why.kind === "not-a-channel") return t("cards.notAChannel");
  return t("cards.alreadyEnded", { name: userText(why.name, 150) });
}

/** What to type when the app is not in the channel: said plainly, ephemeral to the person who shared. */
export function cardNotInChannelMessage(t: T): MessageContent {
  return sectionMessage(t("cards.notInChannel"), { blockId: "card_not_in_channel", plain: true });
}

/** The share modal of a class picked in the picker: where the card goes, and "this class / the series". */
export function shareConfirmView(callbackId: string, cls: ClassRecord, channel: string, t: T): ModalView {
  const title = t("cards.share.title");
  return {
    type: "modal",
    callback_id: callbackId,
    title: plainText(title, LIMITS.viewTitle),
    submit: plainText(t("cards.share.submit"), LIMITS.viewSubmit),
    close: plainText(t("cards.share.close"), LIMITS.viewClose),
    private_metadata: classModalMetadata.encode({ classId: cls.classId, channel }),
    blocks: [
      ...classHeadingBlocks(cls, [], t),
      {
        type: "section",
        block_id: "share_where",
        text: mrkdwn(t("cards.share.where", { channel: `<#${channel}>` })),
      },
      ...applyToBlocks(laterOf(cls), t),
    ],
  };
}
