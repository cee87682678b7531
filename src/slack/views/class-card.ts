/**
 * Class cards in channels (`/class share`): the card everyone in the channel sees, and what each
 * person is told privately when they click its **Join** button (their own link, whom to ask, or for a
 * teacher "Add everyone in this channel"). Names are people's text, escaped; times are `<!date>` so
 * each reader sees their own zone. Personal links are only ever a button's URL, never in text.
 */
import type { KnownBlock } from "@slack/types";
import type { ClassCardFacts } from "../../classes/class-cards.js";
import type { ClassSummary } from "../../classes/classes-list.js";
import type { ChangedBy } from "../../classes/notices/renderer.js";
import type { ClassLink } from "../../classes/student-links.js";
import { ActionId } from "../ids.js";
import { LIMITS } from "./limits.js";
import { joinButton } from "./live-link.js";
import { type MessageContent, sectionMessage } from "./message.js";
import { mention, mrkdwn, plainText, plural, slackDate, startsAt, userText } from "./text.js";

export const CARD_JOIN_TEXT = "Join";
export const ADD_CHANNEL_TEXT = "Add everyone in this channel";

/** What to type when the app is not in the channel: said plainly, ephemeral to the person who shared. */
export const NOT_IN_CHANNEL_TEXT =
  "I can't post in this channel because I'm not a member of it. Type /invite @Classroom in this channel, then try again.";

function teacherOf(c: ClassSummary): string {
  return c.teacherSlackUserId ? mention(c.teacherSlackUserId) : userText(c.teacherName, 80);
}

function byText(by: ChangedBy): string {
  return by === "school" ? "the school" : userText(by.name, 80);
}

function minutesOf(c: ClassSummary): string {
  const minutes = Math.round((c.endTime - c.beginTime) / 60);
  return minutes > 0 ? ` (${minutes} min)` : "";
}

/** The card as it reads now: open with its Join button, or ended / cancelled without one. */
export function classCardMessage(facts: ClassCardFacts): MessageContent {
  const c = facts.cls;
  const name = userText(c.name, 150);
  const lines = [`*${name}* · ${userText(c.courseName, 100)}`];
  const { series } = facts;
  if (series && facts.state === "open") {
    lines.push(
      `Weekly series: ${plural(series.total, "class", "classes")}, ${slackDate(series.first, "{date_short}")} to ${slackDate(series.last, "{date_short}")}` +
        (series.ahead < series.total ? ` · ${series.ahead} to go` : ""),
      `Next: ${slackDate(c.beginTime)}${minutesOf(c)}`,
    );
  } else {
    lines.push(`${slackDate(c.beginTime)}${minutesOf(c)}`);
  }
  lines.push(`Teacher: ${teacherOf(c)} · ${plural(facts.seatNum, "seat")} on stage`);
  const blocks: KnownBlock[] = [{ type: "section", block_id: "class_card", text: mrkdwn(lines.join("\n")) }];
  let state: string;
  if (facts.state === "open") {
    blocks.push({
      type: "actions",
      block_id: "class_card_actions",
      elements: [
        {
          type: "button",
          action_id: ActionId.cardJoin,
          text: plainText(CARD_JOIN_TEXT, LIMITS.buttonText),
          value: String(facts.cardId),
          style: "primary",
        },
      ],
    });
    blocks.push({
      type: "context",
      block_id: "class_card_note",
      elements: [mrkdwn("Students of the class get their own link privately when they click Join.")],
    });
    state = `${userText(c.name, 150)} starts ${startsAt(c.beginTime)}.`;
  } else if (facts.state === "ended") {
    blocks.push({
      type: "context",
      block_id: "class_card_state",
      elements: [mrkdwn(":checkered_flag: Ended")],
    });
    state = `${userText(c.name, 150)}: ended.`;
  } else {
    const by = byText(facts.state.cancelledBy);
    blocks.push({
      type: "context",
      block_id: "class_card_state",
      elements: [mrkdwn(`:x: Cancelled by ${by}`)],
    });
    state = `${userText(c.name, 150)}: cancelled by ${by}.`;
  }
  return { text: state, blocks };
}

/** A student's own link, privately: the card's Join answered. */
export function cardLinkMessage(c: ClassLink): MessageContent {
  const button = joinButton(c);
  const line = `*${userText(c.name, 150)}* · ${slackDate(c.beginTime)}${minutesOf(c)} · ${teacherOf(c)}`;
  if (!button) {
    return sectionMessage(
      `${line}\nThis class is not recorded yet, so it has no live page. Your link will come by DM as soon as your teacher turns recording on.`,
      { blockId: "card_link_later" },
    );
  }
  return {
    text: `Your own link to ${userText(c.name, 150)}, only for you.`,
    blocks: [
      {
        type: "section",
        block_id: "card_link",
        text: mrkdwn(`${line}\nYour own link, only for you: it lets you chat without signing in again.`),
        accessory: button,
      },
    ],
  };
}

/** Someone not in the class: whom to ask. */
export function cardNotEnrolledMessage(facts: ClassCardFacts): MessageContent {
  const c = facts.cls;
  return sectionMessage(
    `You are not a student of *${userText(c.name, 150)}* yet. Ask its teacher, ${teacherOf(c)}, to add you; you then get your own link by DM.`,
    { blockId: "card_not_enrolled" },
  );
}

/** The card's class is over or cancelled (an old card clicked before its edit arrived). */
export function cardClosedMessage(facts: ClassCardFacts): MessageContent {
  const name = userText(facts.cls.name, 150);
  return sectionMessage(
    facts.state === "ended" ? `*${name}* has ended.` : `*${name}* was cancelled: there is nothing to join.`,
    { blockId: "card_closed" },
  );
}

export const CARD_UNKNOWN = sectionMessage("That class card is no longer known.", {
  blockId: "card_unknown",
});

/** A teacher's click: they teach it, so they are offered the channel's students, with a confirm. */
export function cardTeacherMessage(facts: ClassCardFacts): MessageContent {
  const name = userText(facts.cls.name, 150);
  return {
    text: `You teach ${name}. Add the students in this channel?`,
    blocks: [
      {
        type: "section",
        block_id: "card_teacher",
        text: mrkdwn(
          `You teach *${name}*. Add everyone in this channel who is a student in the school directory? Each gets their own link by DM, and you get the result per person.`,
        ),
      },
      {
        type: "actions",
        block_id: "card_teacher_actions",
        elements: [
          {
            type: "button",
            action_id: ActionId.cardAddChannel,
            text: plainText(ADD_CHANNEL_TEXT, LIMITS.buttonText),
            value: String(facts.cardId),
            confirm: {
              title: plainText("Add the channel's students?", LIMITS.confirmTitle),
              text: mrkdwn(
                `Every member of this channel who is a student in the school directory is added to *${userText(facts.cls.name, 100)}*${facts.series ? " and its later classes" : ""}.`,
              ),
              confirm: plainText("Add them", LIMITS.confirmButton),
              deny: plainText("Cancel", LIMITS.confirmButton),
            },
          },
        ],
      },
    ],
  };
}

export function addChannelStartedMessage(name: string): MessageContent {
  return sectionMessage(
    `Adding the students in this channel to *${userText(name, 150)}*. You get the result per person by DM.`,
    { blockId: "card_adding" },
  );
}

export function cardSharedMessage(name: string, series: boolean): MessageContent {
  return sectionMessage(
    `The card of *${userText(name, 150)}*${series ? " (the whole series)" : ""} is being posted in this channel. It is edited when the class changes.`,
    { blockId: "card_shared" },
  );
}

export function cardNotInChannelMessage(): MessageContent {
  return sectionMessage(NOT_IN_CHANNEL_TEXT, { blockId: "card_not_in_channel", plain: true });
}
