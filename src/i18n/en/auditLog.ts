/**
 * The audit log's lines, said from the entries' facts (src/classes/admin/audit.ts). An admin change
 * with a description stored when it was made is shown as stored (English): the log is a record.
 */
export const auditLog = {
  /** A failed entry: what it was doing, and why it failed. */
  failedLine: "{{action}}: {{meaning}}",
  doing: {
    addCourseClass: {
      class: "Scheduling {{name}}",
      classOf: "Scheduling a class of {{course}}",
      aClass: "Scheduling a class",
    },
    addClassStudentMultiple: {
      class: "Adding students to {{name}}",
      classOf: "Adding students to a class of {{course}}",
      aClass: "Adding students to a class",
    },
    delClassStudentMultiple: {
      class: "Removing students from {{name}}",
      classOf: "Removing students from a class of {{course}}",
      aClass: "Removing students from a class",
    },
    modifyClassSeatNum: {
      class: "Changing the seats of {{name}}",
      classOf: "Changing the seats of a class of {{course}}",
      aClass: "Changing the seats of a class",
    },
    updateClassStudentComment: {
      class: "Saving ratings for {{name}}",
      classOf: "Saving ratings for a class of {{course}}",
      aClass: "Saving ratings for a class",
    },
    addCourseClassMultiple: {
      course: "Scheduling a weekly series of classes of {{course}}",
      any: "Scheduling a weekly series of classes",
    },
    setClassVideoMultiple: {
      course: "Changing recording and live for classes of {{course}}",
      any: "Changing recording and live for classes",
    },
    addClassLabels: {
      course: "Setting the labels of classes of {{course}}",
      any: "Setting the labels of classes",
    },
    getCloudList: "Reading the school's cloud folder",
    unknown: "Asking the class service",
  },
  meaning: {
    refusedConnection: "the class service refused the school's connection details",
    courseUnknown: "the course does not exist at the class service",
    courseDeleted: "the course was deleted at the class service",
    courseExpired: "the course has expired at the class service",
    refusedUnknown: "the class service refused it without a reason we know",
    refused: "the class service refused it: {{sentence}}",
    transport: "the class service could not be reached",
    http: "the class service's address answered with an error",
    response: "the class service's answer could not be read",
    validation: "not sent: the details broke a rule of the class service",
    failed: "it failed",
    students_one: "the class service refused {{count}} student",
    students_other: "the class service refused {{count}} students",
    ratings_one: "the class service refused {{count}} rating",
    ratings_other: "the class service refused {{count}} ratings",
    classes_one: "the class service refused {{count}} class",
    classes_other: "the class service refused {{count}} classes",
  },
  change: {
    courseAdd: "Added the course {{name}}",
    courseEdit: "Edited the course {{name}}",
    courseRemove: "Removed the course {{name}}",
    labelAdd: "Added the label {{name}}",
    labelEdit: "Renamed a label to {{name}}",
    labelRemove: "Removed the label {{name}}",
    cancel: "Cancelled {{name}}",
    cancelUnnamed: "Cancelled a class",
    cancelMany_one: "Cancelled {{count}} class of {{name}}",
    cancelMany_other: "Cancelled {{count}} classes of {{name}}",
    cancelManyUnnamed_one: "Cancelled {{count}} class of a class",
    cancelManyUnnamed_other: "Cancelled {{count}} classes of a class",
    move: "Moved {{name}} to a new time",
    moveUnnamed: "Moved a class to a new time",
    settings: "Changed the school's settings",
  },
} as const;
