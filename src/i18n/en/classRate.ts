/** The ratings modal: its pages, field errors, the rating window's refusal and what each save reports. */
export const classRate = {
  stars: "Stars",
  commentFor: "Comment for {{name}}",
  noteOnePage_one:
    "{{count}} student, {{rated}} rated so far (shown as given) · Save saves the ratings. Leave stars empty to skip a student.",
  noteOnePage_other:
    "{{count}} students, {{rated}} rated so far (shown as given) · Save saves the ratings. Leave stars empty to skip a student.",
  notePaged_one:
    "Page {{page}} of {{pages}} · {{count}} student, {{rated}} rated so far (shown as given) · {{button}} saves this page. Leave stars empty to skip a student.",
  notePaged_other:
    "Page {{page}} of {{pages}} · {{count}} students, {{rated}} rated so far (shown as given) · {{button}} saves this page. Leave stars empty to skip a student.",
  previous: "← Previous page",
  next: "Next",
  lineSaved: "{{name}}: saved",
  lineNotSaved: "{{name}}: {{why}}",
  doneNothing: "Ratings saved. Nothing changed on the last page.",
  doneLastPage: "Ratings saved. Last page:",
  /** A class whose students fit on one page: no page numbers. */
  doneOnePage: "Ratings saved:",
  doneOnePageNothing: "Nothing changed: every rating was already as given.",
  noStudents:
    "*{{name}}* has no students yet, so there is no one to rate. Add students with `/class students`.",
  savingOf: "Saving page {{page}} of {{pages}}…",
  saving: "Saving page {{page}}…",
  savingOnePage: "Saving the ratings…",
  problemLine: "Not saved: {{name}}: {{problem}}",
  thisStudent: "this student",
  nothingSaved: "Nothing was saved.",
  notSaved: "Not saved: {{why}}",
  pageSaved: "Page {{page}} saved.",
  pageNothing: "Page {{page}}: nothing changed.",
  starsRange: "Pick 0 to {{max}} stars",
  starsNeeded: "Pick stars for {{name}} too, so the comment can be saved",
  commentLong: "Keep the comment under {{max}} characters",
  notEnded:
    "*{{name}}* has not ended yet. Students are rated for what happened in a class, so it can be rated from {{when}} (your time), when it ends.",
  closed_one:
    "{{name}} ended more than {{count}} day ago. Ratings can be given up to {{count}} day after a class (a school setting), so this class can no longer be rated.",
  closed_other:
    "{{name}} ended more than {{count}} days ago. Ratings can be given up to {{count}} days after a class (a school setting), so this class can no longer be rated.",
  /** The class service's answers about one student's rating. */
  service: {
    notInClass: "not in this class",
    unknownStudent: "not known to {{service}} at this school",
    noSuchClass: "{{service}} no longer knows this class",
  },
} as const;
