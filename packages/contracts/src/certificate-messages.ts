/** Server refusals of the certificates module (docs/certificates.md), spread into the message catalogue. */
export const certificateMessages = {
  'certificate.runRunning': {
    'zh-CN': '本届赛事已有一个证书生成任务正在进行（任务 {id}），请等待其完成',
    'en-US': 'a certificate run of this edition is already running (run {id}): wait until it ends',
  },
  'certificate.nothingToGenerate': {
    'zh-CN': '没有需要生成证书的奖项（有效且尚无证书的奖项为 0 个）',
    'en-US': 'no award needs a certificate (no final award without a current certificate)',
  },
  'certificate.awardNotFinal': {
    'zh-CN': '奖项 {id} 不是本届赛事的有效奖项，不能生成证书',
    'en-US': 'award {id} is not a final award of this edition: it cannot get a certificate',
  },
  'certificate.awardRevoked': {
    'zh-CN': '奖项已撤销，不能补发证书',
    'en-US': 'the award is revoked: no certificate can be reissued for it',
  },
  'certificate.alreadyRevoked': {
    'zh-CN': '证书 {code} 已于 {at} 撤销',
    'en-US': 'certificate {code} was revoked at {at}',
  },
  'certificate.zipNotReady': {
    'zh-CN': '证书生成任务 {id} 尚未完成，暂无压缩包',
    'en-US': 'certificate run {id} has not finished: there is no zip yet',
  },
  'certificate.sealNotPng': {
    'zh-CN': '印章须为 PNG 图片',
    'en-US': 'the seal must be a PNG image',
  },
  'certificate.interrupted': {
    'zh-CN': '服务器在生成证书时停止或失去响应，任务未完成',
    'en-US': 'the server stopped or stopped answering while generating: the run did not finish',
  },
} as const;
