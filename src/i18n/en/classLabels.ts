/** The class labels modal: its form, field errors, the working view and the report per class. */
export const classLabels = {
  label: "Labels",
  hint: "Leave empty and tick “Remove all labels” to take every label off.",
  removeAll: "Remove all labels",
  removeAllYes: "Yes, remove every label",
  cut: "Showing the first {{shown}} of {{count}} labels.",
  noLabels: "Your school has no labels yet. An admin adds them in `/class admin` → Labels.",
  saving: "Saving the labels…",
  pickOne: "Pick at least one label. To take every label off, tick “Remove all labels” below and save again.",
  untick: "Untick this to keep the labels you picked, or clear the labels.",
  justRemoved: "Some of these labels were just removed by an admin; pick again.",
  tooMany: "A class can hold at most {{max}} labels; pick fewer.",
  unknown: "Label {{ids}} is not in the school's label list any more; pick again.",
  /** Label names in a sentence: "Homework, Exam" (all of them), "Homework, Exam or Bogus" (one of them). */
  separator: ", ",
  either: "{{first}} or {{last}}",
  aLabel: "a label",
  errno: {
    tooMany: "the class already has as many labels as {{service}} allows; pick fewer",
    missingOne:
      "{{labels}} no longer exists at {{service}}; an admin should remove it from the Labels list in /class admin",
    missingMany:
      "{{labels}} no longer exists at {{service}}; an admin should remove the missing one from the Labels list in /class admin",
    notSchoolOne:
      "{{labels}} belongs to another school at {{service}}; an admin should check its ID in the Labels list in /class admin",
    notSchoolMany:
      "{{labels}} belongs to another school at {{service}}; an admin should check their ID in the Labels list in /class admin",
  },
  outcome: {
    allRemoved: "all labels removed",
    set: "labels set: {{names}}",
    noneChanged: "no labels changed: {{why}}",
    skippedOver: "skipped: the class is over",
    skippedInSession: "skipped: the class is in session",
  },
  summary: {
    allRemoved: "All labels removed",
    set: "Labels {{names}} set",
    none: "No labels were changed.",
    one: "{{what}}.",
    every: "{{what}} on every class.",
    some_one: "{{what}} on {{set}} of {{count}} class.",
    some_other: "{{what}} on {{set}} of {{count}} classes.",
    /** "Labels on 12 classes of Algebra: Exam prep added, Homework removed." (issue 30 §2). */
    changed: "Labels on {{scope}}: {{what}}.",
    notChanged: "Labels on {{scope}} not changed.",
    added: "{{names}} added",
    removed: "{{names}} removed",
    join: ", ",
    unchanged: "nothing changed (they keep {{names}})",
    unchangedNone: "nothing changed (still no labels)",
  },
  line: "{{name}} ({{when}}): {{outcome}}",
} as const;
