import { readFileSync } from 'node:fs';
import { stat, statfs } from 'node:fs/promises';
import os from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { ServerInfo } from '@cbo/contracts';
import { formatDateTime } from '../../../lib/date-time';

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const round2 = (n: number) => Math.round(n * 100) / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

interface CpuTimes {
  user: number;
  sys: number;
  wait: number;
  idle: number;
  total: number;
}

/** Jiffies of every CPU together: /proc/stat where it exists (it has I/O wait), else os.cpus(). */
function cpuTimes(): CpuTimes {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const [user, nice, sys, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = user + nice + sys + irq + softirq + (steal || 0);
    return { user: user + nice, sys: sys + irq + softirq, wait: iowait, idle, total: busy + idle + iowait };
  } catch {
    const sum = { user: 0, sys: 0, wait: 0, idle: 0, total: 0 };
    for (const { times } of os.cpus()) {
      sum.user += times.user + times.nice;
      sum.sys += times.sys + times.irq;
      sum.idle += times.idle;
      sum.total += times.user + times.nice + times.sys + times.irq + times.idle;
    }
    return sum;
  }
}

/** Magic numbers of the file systems a server is likely to sit on (statfs answers a number). */
const FS_TYPES: Record<number, string> = {
  61267: 'ext4',
  1481003842: 'xfs',
  2435016766: 'btrfs',
  16914836: 'tmpfs',
  2035054128: 'overlay',
  26985: 'nfs',
  1702057286: 'fuse',
  801189825: 'zfs',
  1397118030: 'ntfs',
  19780: 'vfat',
};

function sizeText(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    const found = list?.find((item) => item.family === 'IPv4' && !item.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/**
 * The server monitor's figures. The event-loop delay histogram runs from the module's start
 * (a timer every 20 ms, stopped with the app) and is read, not reset, so the figures cover the
 * whole life of the process.
 */
export class ServerProbe {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });

  private readonly dataDir: string;
  private readonly sampleMs: number;

  constructor({
    dataDir,
    sampleMs = 250,
  }: {
    dataDir: string;
    sampleMs?: number;
  }) {
    this.dataDir = dataDir;
    this.sampleMs = sampleMs;
    this.loop.enable();
  }

  stop(): void {
    this.loop.disable();
  }

  private async cpu(): Promise<ServerInfo['cpu']> {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, this.sampleMs));
    const after = cpuTimes();
    const total = after.total - before.total;
    const cpus = os.cpus();
    return {
      cpuNum: cpus.length,
      model: cpus[0]?.model.trim() ?? '',
      total,
      sys: percentOf(after.sys - before.sys, total),
      used: percentOf(after.user - before.user, total),
      wait: percentOf(after.wait - before.wait, total),
      free: percentOf(after.idle - before.idle, total),
      loadAvg: os.loadavg().map(round2),
    };
  }

  private async disks(): Promise<ServerInfo['sysFiles']> {
    const seen = new Set<number>();
    const rows: ServerInfo['sysFiles'] = [];
    for (const [dirName, typeName] of [
      [this.dataDir, 'data'],
      ['/', 'root'],
    ] as const) {
      try {
        const device = (await stat(dirName)).dev;
        if (seen.has(device)) continue;
        seen.add(device);
        const fs = await statfs(dirName);
        const total = fs.blocks * fs.bsize;
        const free = fs.bavail * fs.bsize;
        rows.push({
          dirName,
          sysTypeName: FS_TYPES[fs.type] ?? `0x${fs.type.toString(16)}`,
          typeName,
          total: sizeText(total),
          free: sizeText(free),
          used: sizeText(total - free),
          usage: percentOf(total - free, total),
        });
      } catch {
        // a directory that is gone or unreadable is left out
      }
    }
    return rows;
  }

  async read(): Promise<ServerInfo> {
    const [cpu, sysFiles] = await Promise.all([this.cpu(), this.disks()]);
    const memTotal = os.totalmem();
    const memFree = os.freemem();
    const heap = process.memoryUsage();
    const heapMax = getHeapStatistics().heap_size_limit;
    const uptime = process.uptime();
    const ms = (ns: number) => round2(Number.isFinite(ns) ? ns / 1e6 : 0);
    return {
      cpu,
      mem: {
        total: round2(memTotal / GB),
        used: round2((memTotal - memFree) / GB),
        free: round2(memFree / GB),
        usage: percentOf(memTotal - memFree, memTotal),
      },
      jvm: {
        total: round2(heap.heapTotal / MB),
        max: round2(heapMax / MB),
        free: round2((heap.heapTotal - heap.heapUsed) / MB),
        used: round2(heap.heapUsed / MB),
        usage: percentOf(heap.heapUsed, heap.heapTotal),
        rss: round2(heap.rss / MB),
        external: round2(heap.external / MB),
        name: 'Node.js',
        version: process.version,
        home: process.execPath,
        pid: process.pid,
        startTime: formatDateTime(Date.now() - uptime * 1000),
        runTime: Math.floor(uptime),
        inputArgs: process.execArgv.join(' '),
        eventLoop: {
          min: ms(this.loop.min),
          mean: ms(this.loop.mean),
          p50: ms(this.loop.percentile(50)),
          p99: ms(this.loop.percentile(99)),
          max: ms(this.loop.max),
        },
      },
      sys: {
        computerName: os.hostname(),
        computerIp: firstAddress(),
        userDir: process.cwd(),
        osName: `${os.type()} ${os.release()}`,
        osArch: os.arch(),
        osRelease: os.version(),
        uptime: Math.floor(os.uptime()),
      },
      sysFiles,
    };
  }
}
