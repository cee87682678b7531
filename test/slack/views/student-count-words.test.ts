/**
 * The move and cancel forms tell the teacher what happens to the class's students: one student reads
 * in the singular ("Its 1 student moves with it", "their personal link"), several in the plural.
 */
import { describe, expect, it } from "vitest";
import { translator } from "../../../src/i18n/index.js";
import { cancelConfirmView } from "../../../src/slack/features/cancel/view.js";
import { moveFormView } from "../../../src/slack/features/move/view.js";
import { faceFor } from "../../../src/slack/lib/class-modals/frame.js";
import { aClassRecord } from "../../support/class-record.js";
import { shownText } from "./view-reader.js";

const t = translator("en");
const fields = { name: "Algebra", date: "2030-03-17", time: "17:00", duration: 45, timeZone: "UTC" };

describe("what the move and cancel forms say of the students", () => {
  it("the move form: one student moves, several students move", () => {
    const face = faceFor({ callbackId: "class_modal_move", titleKey: "classModals.titles.move" }, t);
    const one = shownText(moveFormView(face, { cls: aClassRecord(), students: 1, fields }));
    expect(one).toContain("Its 1 student moves with it: their old message is updated");
    const many = shownText(moveFormView(face, { cls: aClassRecord(), students: 3, fields }));
    expect(many).toContain("Its 3 students move with it: each gets their old message updated");
  });

  it("the cancel form: one student's link stops working, several students' links", () => {
    const face = faceFor({ callbackId: "class_modal_cancel", titleKey: "classModals.titles.cancel" }, t);
    const one = shownText(cancelConfirmView(face, { cls: aClassRecord(), later: 0, students: 1 }));
    expect(one).toContain("Its 1 student will be removed");
    expect(one).toContain("(their personal link stops working)");
    const many = shownText(cancelConfirmView(face, { cls: aClassRecord(), later: 0, students: 2 }));
    expect(many).toContain("(their personal links stop working)");
  });
});
