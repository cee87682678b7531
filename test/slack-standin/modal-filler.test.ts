import { describe, expect, it } from "vitest";
import {
  fillModal,
  findButton,
  findSelect,
  inputLabels,
  ModalFillError,
  readSubmitResponse,
} from "../../src/slack-standin/modal-filler.js";

const text = (s: string) => ({ type: "plain_text", text: s });
const option = (s: string, value = s.toLowerCase()) => ({ text: text(s), value });
const input = (blockId: string, label: string, element: Record<string, unknown>, optional = false) => ({
  type: "input",
  block_id: blockId,
  label: text(label),
  optional,
  element: { action_id: "a", ...element },
});

const view = {
  type: "modal",
  callback_id: "everything",
  title: text("Everything"),
  submit: text("Save"),
  blocks: [
    input("name", "Name", { type: "plain_text_input", max_length: 10 }),
    input("intro", "Intro", { type: "plain_text_input", multiline: true, initial_value: "Hello" }, true),
    input("seats", "Seats", {
      type: "number_input",
      is_decimal_allowed: false,
      min_value: "1",
      max_value: "12",
    }),
    input("price", "Price", { type: "number_input", is_decimal_allowed: true }, true),
    input("url", "Base URL", { type: "url_text_input" }, true),
    input("mail", "Email", { type: "email_text_input" }, true),
    input("role", "Role", {
      type: "static_select",
      option_groups: [{ label: text("Staff"), options: [option("Teacher"), option("Admin")] }],
    }),
    input(
      "labels",
      "Labels",
      { type: "multi_static_select", options: [option("Math"), option("Art")], max_selected_items: 1 },
      true,
    ),
    input("who", "Teacher", { type: "users_select" }, true),
    input("many", "Students", { type: "multi_users_select", initial_users: ["U1"] }, true),
    input("chan", "Channel", { type: "conversations_select" }, true),
    input("flags", "Options", { type: "checkboxes", options: [option("Record"), option("Live")] }, true),
    input(
      "notify",
      "Notify",
      { type: "checkboxes", options: [option("Send each new student their link", "dm")] },
      true,
    ),
    input(
      "hd",
      "Quality",
      { type: "radio_buttons", options: [option("HD"), option("SD")], initial_option: option("SD") },
      true,
    ),
    input("day", "Day", { type: "datepicker" }, true),
    input("time", "Time", { type: "timepicker" }, true),
    input("start", "Start", { type: "datetimepicker" }, true),
  ],
};

const minimal = { Name: "Algebra", Seats: 6, Role: "Teacher" };

describe("fillModal", () => {
  it("answers every element type the way Slack reports it in state.values", () => {
    const values = fillModal(
      view,
      {
        Name: "Algebra",
        Intro: "Welcome",
        Seats: "6",
        Price: 1.5,
        "Base URL": "https://school.example",
        Email: "t@school.example",
        Role: "admin",
        Labels: ["Art"],
        Teacher: "Ben",
        Students: ["U2", "U3"],
        Channel: "C42",
        Options: ["Record", "live"],
        Notify: true,
        Quality: "HD",
        Day: "2026-12-01",
        Time: "17:30",
        Start: "2026-12-01 17:00",
      },
      { resolveUser: (n) => (n === "Ben" ? "UBEN" : undefined), timeZone: "America/New_York" },
    );
    expect(values).toEqual({
      name: { a: { type: "plain_text_input", value: "Algebra" } },
      intro: { a: { type: "plain_text_input", value: "Welcome" } },
      seats: { a: { type: "number_input", value: "6" } },
      price: { a: { type: "number_input", value: "1.5" } },
      url: { a: { type: "url_text_input", value: "https://school.example" } },
      mail: { a: { type: "email_text_input", value: "t@school.example" } },
      role: { a: { type: "static_select", selected_option: option("Admin") } },
      labels: { a: { type: "multi_static_select", selected_options: [option("Art")] } },
      who: { a: { type: "users_select", selected_user: "UBEN" } },
      many: { a: { type: "multi_users_select", selected_users: ["U2", "U3"] } },
      chan: { a: { type: "conversations_select", selected_conversation: "C42" } },
      flags: { a: { type: "checkboxes", selected_options: [option("Record"), option("Live")] } },
      notify: {
        a: { type: "checkboxes", selected_options: [option("Send each new student their link", "dm")] },
      },
      hd: { a: { type: "radio_buttons", selected_option: option("HD") } },
      day: { a: { type: "datepicker", selected_date: "2026-12-01" } },
      time: { a: { type: "timepicker", selected_time: "17:30" } },
      // 17:00 New York in December is 22:00 UTC.
      start: { a: { type: "datetimepicker", selected_date_time: Date.UTC(2026, 11, 1, 22, 0) / 1000 } },
    });
  });

  it("keeps pre-filled values a person leaves alone and sends empty optional fields as Slack does", () => {
    const values = fillModal(view, minimal);
    expect(values.intro).toEqual({ a: { type: "plain_text_input", value: "Hello" } });
    expect(values.many).toEqual({ a: { type: "multi_users_select", selected_users: ["U1"] } });
    expect(values.hd).toEqual({ a: { type: "radio_buttons", selected_option: option("SD") } });
    expect(values.who).toEqual({ a: { type: "users_select", selected_user: null } });
    expect(values.flags).toEqual({ a: { type: "checkboxes", selected_options: [] } });
    expect(values.start).toEqual({ a: { type: "datetimepicker", selected_date_time: null } });
  });

  it("matches labels case-insensitively and by block_id", () => {
    const values = fillModal(view, { name: "Algebra", seats: 2, ROLE: "Teacher" });
    expect(values.seats?.a?.value).toBe("2");
  });

  it.each([
    [{ ...minimal, Colour: "red" }, /no input labelled "Colour"; its inputs are "Name", "Intro"/],
    [{ ...minimal, Role: "Janitor" }, /"Role": no option "Janitor"; the options are "Teacher", "Admin"/],
    [{ Seats: 6, Role: "Teacher" }, /"Name" is required and was left empty/],
    [{ ...minimal, Name: "" }, /"Name" is required/],
    [{ ...minimal, Name: "x".repeat(11) }, /"Name": 11 characters, the field allows at most 10/],
    [{ ...minimal, Seats: 13 }, /"Seats": 13 is above 12/],
    [{ ...minimal, Seats: 2.5 }, /"Seats": whole numbers only/],
    [{ ...minimal, Seats: "six" }, /"Seats": "six" is not a number/],
    [{ ...minimal, Labels: ["Math", "Art"] }, /"Labels": 2 chosen, at most 1 allowed/],
    [{ ...minimal, Teacher: "Nobody" }, /"Teacher": no user "Nobody" is known/],
    [{ ...minimal, Options: true }, /single checkbox/],
    [{ ...minimal, Day: "01/12/2026" }, /"Day": give the date as YYYY-MM-DD/],
    [{ ...minimal, Time: "5pm" }, /"Time": give the time as HH:mm/],
    [{ ...minimal, Start: "tomorrow" }, /"Start": give a date and time/],
    [{ ...minimal, Email: "not-an-email" }, /"Email": "not-an-email" is not an email address/],
    [{ ...minimal, "Base URL": "ftp://x" }, /"Base URL": "ftp:\/\/x" is not a URL/],
  ])("refuses %j as the Slack client would", (answers, message) => {
    expect(() => fillModal(view, answers)).toThrow(ModalFillError);
    expect(() => fillModal(view, answers)).toThrow(message);
  });

  it("refuses element types it cannot fill, naming the label", () => {
    const rich = { ...view, blocks: [input("r", "Notes", { type: "rich_text_input" })] };
    expect(() => fillModal(rich, { Notes: "x" })).toThrow(
      /"Notes": the filler does not handle rich_text_input/,
    );
  });

  it("lists the labels a person sees", () => {
    expect(inputLabels(view).slice(0, 3)).toEqual(["Name", "Intro", "Seats"]);
  });
});

describe("findButton", () => {
  const home = [
    { type: "section", block_id: "c1", text: { type: "mrkdwn", text: "*Algebra* Mon 5pm" } },
    {
      type: "actions",
      block_id: "a1",
      elements: [{ type: "button", action_id: "students", text: text("Students"), value: "k1" }],
    },
    { type: "section", block_id: "c2", text: { type: "mrkdwn", text: "*Biology* Tue 9am" } },
    {
      type: "actions",
      block_id: "a2",
      elements: [{ type: "button", action_id: "students", text: text("Students"), value: "k2" }],
    },
    {
      type: "section",
      block_id: "s",
      text: { type: "mrkdwn", text: "Files" },
      accessory: { type: "button", action_id: "open", text: text("Open") },
    },
  ];

  it("finds a button in an actions block or a section accessory by its text", () => {
    expect(findButton(home, "Open")).toMatchObject({ blockId: "s", element: { action_id: "open" } });
  });

  it("asks to narrow when several buttons share a text, and narrows by nearby text or value", () => {
    expect(() => findButton(home, "Students")).toThrow(/2 buttons "Students"/);
    expect(findButton(home, "Students", { near: "Biology" }).element.value).toBe("k2");
    expect(findButton(home, "students", { value: "k1" }).blockId).toBe("a1");
  });

  it("finds an overflow menu's option as a button: clicking it picks that option", () => {
    const withMenu = [
      ...home,
      {
        type: "actions",
        block_id: "a3",
        elements: [
          {
            type: "overflow",
            action_id: "more",
            options: [
              { text: text("Seats"), value: "seats k3" },
              { text: text("Labels"), value: "labels k3" },
            ],
          },
        ],
      },
    ];
    expect(findButton(withMenu, "Labels")).toMatchObject({
      blockId: "a3",
      element: { action_id: "more", type: "overflow" },
      option: { value: "labels k3" },
    });
    expect(findButton(withMenu, "Seats", { value: "seats k3" }).option?.value).toBe("seats k3");
  });

  it("names the buttons there are when the wanted one is missing", () => {
    expect(() => findButton(home, "Delete")).toThrow(
      /no button "Delete"; the buttons are "Students", "Open"/,
    );
  });
});

describe("findSelect", () => {
  const blocks = [
    {
      type: "actions",
      block_id: "a",
      elements: [
        {
          type: "static_select",
          action_id: "pick_class",
          placeholder: text("Choose a class"),
          options: [option("Algebra", "k1")],
        },
      ],
    },
  ];

  it("finds a menu by placeholder or action_id and the option by text or value", () => {
    expect(findSelect(blocks, "Choose a class", "Algebra")).toMatchObject({
      blockId: "a",
      option: { value: "k1" },
    });
    expect(findSelect(blocks, "pick_class", "k1").option).toEqual(option("Algebra", "k1"));
  });

  it("names the menus and options there are when the wanted one is missing", () => {
    expect(() => findSelect(blocks, "Teacher", "x")).toThrow(
      /no menu "Teacher"; the menus are "Choose a class"/,
    );
    expect(() => findSelect(blocks, "pick_class", "Art")).toThrow(
      /no option "Art"; the options are "Algebra"/,
    );
  });
});

describe("readSubmitResponse", () => {
  it("maps response_action errors back to the labels the person sees", () => {
    const result = readSubmitResponse(
      { status: 200, body: "", json: { response_action: "errors", errors: { seats: "1-12", other: "x" } } },
      view,
    );
    expect(result.responseAction).toBe("errors");
    expect(result.errorsByLabel).toEqual({ Seats: "1-12", other: "x" });
  });
});
