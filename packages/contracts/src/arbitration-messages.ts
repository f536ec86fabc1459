/** Server refusals of 2+1 arbitration (docs/arbitration.md), spread into the message catalogue. */
export const arbitrationMessages = {
  'arbitration.notTwoPlusOne': {
    'zh-CN': '评审任务“{name}”不是 2+1 模式，没有第三评审',
    'en-US': 'review task "{name}" is not in 2+1 mode: it has no third reviews',
  },
  'arbitration.taskNotOpen': {
    'zh-CN': '评审任务“{name}”{status}，不能分派第三评审',
    'en-US': 'review task "{name}" is {status}: third reviews cannot be dispatched',
  },
} as const;
