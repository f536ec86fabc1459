import type { TaskDefinition } from '../../monitor/job/task-registry';
import { RetentionService } from './retention.service';

/** comp.anonymiseExpired: anonymises the personal data of every edition past its retention period (docs/retention.md). */
export const anonymiseExpiredTask: TaskDefinition = {
  key: 'comp.anonymiseExpired',
  label: { 'zh-CN': '匿名化到期个人信息', 'en-US': 'Anonymise expired personal data' },
  description: {
    'zh-CN':
      '把保存期限已过的届次中参赛者和成员的个人信息匿名化（姓名、身份证号、手机号、出生日期、监护人等个人字段），统计和结果保留',
    'en-US':
      'Anonymises the personal data of entrants and members (names, ID numbers, mobiles, birth dates, guardians and other personal fields) of every edition past its retention period, keeping statistics and results',
  },
  args: [
    {
      name: 'dryRun',
      label: { 'zh-CN': '试运行', 'en-US': 'Dry run' },
      type: 'boolean',
      default: false,
      help: {
        'zh-CN': '只统计将匿名化的数据（按届次），不写入',
        'en-US': 'Only count what would be anonymised (per edition); nothing is written',
      },
    },
  ],
  async run(args, { app, jobId }) {
    const dryRun = args.dryRun === true;
    const results = await new RetentionService(app).runDue(`job:${jobId}`, dryRun);
    const summary = results
      .map(
        (edition) =>
          `edition ${edition.competitionId}: ${edition.applications} applications, ${edition.members} members, ${edition.mentors} mentors, ${edition.answers} with personal answers`,
      )
      .join('; ');
    return `${dryRun ? 'dry run, would anonymise' : 'anonymised'} ${summary || 'nothing'}`;
  },
};
