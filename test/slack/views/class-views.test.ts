/** The labels, ratings and files views stay inside Slack's limits with oversized, hostile data. */

import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { labelFormView } from "../../../src/slack/features/admin/labels/form.js";
import { labelsPageView } from "../../../src/slack/features/admin/labels/view.js";
import {
  decodeFolderPath,
  encodeFolderPath,
  folderListingMessage,
} from "../../../src/slack/features/files/view.js";
import { classLabelsReportView, classLabelsView } from "../../../src/slack/features/labels/view.js";
import {
  RATE_STUDENTS_PER_PAGE,
  rateDoneView,
  ratePageCount,
  ratePageView,
} from "../../../src/slack/features/rate/view.js";
import { classModalMetadata } from "../../../src/slack/lib/class-modals/frame.js";
import { buttons, messageProblems, shownText, viewProblems } from "./view-reader.js";

const en = translator("en");

const HOSTILE = `<!channel> *Ann* & <https://evil.test|click> ${"long name ".repeat(400)}`;
const heading = { name: HOSTILE, beginTime: 1_800_000_000 };
const face = { title: "A class modal", callbackId: "class_modal_test", t: en };

describe("class views", () => {
  it("rating pages fill Slack's 100 blocks, never more, and say which page of how many", () => {
    const students = Array.from({ length: 130 }, (_, i) => ({
      uid: `S-${"9".repeat(40)}-${i}`,
      name: i === 0 ? HOSTILE : `Student ${i}`,
      stars: i % 7 === 6 ? null : i % 6,
      comment: i === 1 ? "x".repeat(2000) : "",
    }));
    expect(ratePageCount(130)).toBe(Math.ceil(130 / RATE_STUDENTS_PER_PAGE));
    for (let page = 0; page < ratePageCount(130); page++) {
      const view = ratePageView(face, {
        classId: 7,
        heading,
        students,
        page,
        notice: { ok: false, lines: Array.from({ length: 60 }, () => HOSTILE) },
      });
      expect(viewProblems(view)).toEqual([]);
      expect(shownText(view)).toContain(`Page ${page + 1} of ${ratePageCount(130)}`);
      expect(shownText(view)).not.toContain("<!channel>");
      expect(classModalMetadata.decode(view.private_metadata)).toEqual({ classId: 7, page });
    }
    const done = rateDoneView(face, {
      heading,
      outcomes: students.map((s) => ({
        studentUid: s.uid,
        name: s.name,
        ok: false as const,
        why: {
          reason: "refused",
          operation: "updateClassStudentComment",
          errno: 9999,
          answered: false,
        } as const,
      })),
    });
    expect(viewProblems(done)).toEqual([]);
  });

  it("the labels modal and report hold 150 labels and 200 classes", () => {
    const labels = Array.from({ length: 150 }, (_, i) => ({
      labelId: i + 1,
      name: i === 0 ? HOSTILE : `L${i}`,
    }));
    const view = classLabelsView(face, {
      classId: 1,
      heading,
      labels,
      selected: [1, 2, 140],
      laterInSeries: 9,
    });
    expect(viewProblems(view)).toEqual([]);
    expect(JSON.stringify(view)).toContain("This and the 9 later classes of the series");
    const report = classLabelsReportView(face, {
      heading,
      labelNames: labels.map((l) => l.name),
      classes: Array.from({ length: 200 }, (_, i) => ({
        classId: i + 1,
        className: HOSTILE,
        beginTime: 1_800_000_000 + i,
        ...(i % 2 === 0
          ? { ok: true as const }
          : {
              ok: false as const,
              why: {
                reason: "refused",
                operation: "addClassLabels",
                errno: 9999,
                answered: false,
              } as const,
            }),
      })),
    });
    expect(viewProblems(report)).toEqual([]);
    expect(viewProblems(labelsPageView({ t: en, labels, offset: 40 }))).toEqual([]);
    expect(viewProblems(labelFormView({ t: en, label: labels[0] ?? null }))).toEqual([]);
  });

  it("a folder with 200 sub-folders and 2,000 files is one message inside Slack's limits", () => {
    const path = Array.from({ length: 20 }, (_, i) => ({ id: String(100 + i), name: HOSTILE }));
    const message = folderListingMessage(
      path,
      {
        ok: true,
        folderId: "119",
        folders: Array.from({ length: 200 }, (_, i) => ({
          folderId: String(1000 + i),
          folderName: i === 0 ? HOSTILE : `F${i}`,
          isSystemFolder: i === 1,
        })),
        files: Array.from({ length: 2000 }, (_, i) => ({
          id: String(i),
          fileName: HOSTILE,
          fileSize: "1.2MB",
        })),
      },
      undefined,
      en,
    );
    expect(messageProblems(message)).toEqual([]);
    const up = buttons(message).find((b) => b.text === "⬆ Up");
    expect(decodeFolderPath(up?.value ?? "").map((s) => s.id)).toEqual(
      path
        .slice(0, -1)
        .slice(-12)
        .map((s) => s.id),
    );
    expect(decodeFolderPath('[{"id":"1; drop","name":"x"}]')).toEqual([]);
    expect(decodeFolderPath(encodeFolderPath([{ id: "5", name: "Five" }]))).toEqual([
      { id: "5", name: "Five" },
    ]);
  });
});
