import { getServerInfo } from '@cbo/contracts';
import type { AppModule } from '../../module';
import { ServerProbe } from './server-probe';

export const serverMonitorModule: AppModule = (app, ctx) => {
  const probe = new ServerProbe({ dataDir: ctx.config.dataDir });
  app.addHook('onClose', async () => probe.stop());

  app.bindEndpoint(getServerInfo, async () => ({ data: await probe.read() }));
};
