import type { Catalog } from "../catalog.js";
import type { auditLog as en } from "../en/auditLog.js";

export const auditLog: Catalog<typeof en> = {
  failedLine: "{{action}}：{{meaning}}",
  doing: {
    addCourseClass: {
      class: "安排 {{name}}",
      classOf: "安排 {{course}} 的一节课",
      aClass: "安排一节课",
    },
    addClassStudentMultiple: {
      class: "向 {{name}} 添加学生",
      classOf: "向 {{course}} 的一节课添加学生",
      aClass: "向一节课添加学生",
    },
    delClassStudentMultiple: {
      class: "从 {{name}} 移除学生",
      classOf: "从 {{course}} 的一节课移除学生",
      aClass: "从一节课移除学生",
    },
    modifyClassSeatNum: {
      class: "更改 {{name}} 的座位数",
      classOf: "更改 {{course}} 的一节课的座位数",
      aClass: "更改一节课的座位数",
    },
    updateClassStudentComment: {
      class: "保存 {{name}} 的评分",
      classOf: "保存 {{course}} 的一节课的评分",
      aClass: "保存一节课的评分",
    },
    addCourseClassMultiple: {
      course: "安排 {{course}} 的每周系列课",
      any: "安排每周系列课",
    },
    setClassVideoMultiple: {
      course: "更改 {{course}} 课程的录制和直播",
      any: "更改课程的录制和直播",
    },
    addClassLabels: {
      course: "设置 {{course}} 课程的标签",
      any: "设置课程的标签",
    },
    getCloudList: "读取学校的云端文件夹",
    unknown: "请求课堂服务",
  },
  meaning: {
    refusedConnection: "课堂服务拒绝了学校的连接信息",
    courseUnknown: "课堂服务中不存在这门课程",
    courseDeleted: "这门课程已在课堂服务中被删除",
    courseExpired: "这门课程在课堂服务中已过期",
    refusedUnknown: "课堂服务拒绝了，原因未知",
    refused: "课堂服务拒绝了：{{sentence}}",
    transport: "无法连接课堂服务",
    http: "课堂服务的地址返回了错误",
    response: "无法读取课堂服务的答复",
    validation: "未发送：内容不符合课堂服务的规则",
    failed: "操作失败",
    students_other: "课堂服务拒绝了 {{count}} 名学生",
    ratings_other: "课堂服务拒绝了 {{count}} 条评分",
    classes_other: "课堂服务拒绝了 {{count}} 节课",
  },
  change: {
    courseAdd: "添加了课程 {{name}}",
    courseEdit: "编辑了课程 {{name}}",
    courseRemove: "移除了课程 {{name}}",
    labelAdd: "添加了标签 {{name}}",
    labelEdit: "把一个标签改名为 {{name}}",
    labelRemove: "移除了标签 {{name}}",
    cancel: "取消了 {{name}}",
    cancelUnnamed: "取消了一节课",
    cancelMany_other: "取消了 {{name}} 的 {{count}} 节课",
    cancelManyUnnamed_other: "取消了 {{count}} 节课",
    move: "把 {{name}} 改到了新的时间",
    moveUnnamed: "把一节课改到了新的时间",
    settings: "更改了学校设置",
  },
};
