import { createServer } from 'node:net';

export const SERVICES = ['web', 'api', 'dynamodb', 's3', 'cognito', 'paystack'] as const;
export type Service = (typeof SERVICES)[number];
export type Ports = Record<Service, number>;

export const DEFAULT_PORTS: Ports = { web: 5173, api: 3001, dynamodb: 8000, s3: 4569, cognito: 9229, paystack: 4010 };

export const PORT_ENV: Record<Service, string> = {
  web: 'PORT_WEB',
  api: 'PORT_API',
  dynamodb: 'PORT_DYNAMODB',
  s3: 'PORT_S3',
  cognito: 'PORT_COGNITO',
  paystack: 'PORT_PAYSTACK',
};

/** Explicit options win over PORT_* variables, which win over the defaults; 0 means "any free port". */
export function resolvePorts(options: Partial<Ports> = {}, env: NodeJS.ProcessEnv = process.env): Ports {
  const ports = { ...DEFAULT_PORTS };
  for (const service of SERVICES) {
    const fromEnv = env[PORT_ENV[service]];
    const chosen = options[service] ?? (fromEnv === undefined || fromEnv === '' ? undefined : Number(fromEnv));
    if (chosen === undefined) continue;
    if (!Number.isInteger(chosen) || chosen < 0 || chosen > 65535) {
      throw new Error(
        `Port for ${service} must be a whole number from 0 to 65535 (got ${chosen}): check ${PORT_ENV[service]}`,
      );
    }
    ports[service] = chosen;
  }
  return ports;
}

function tryListen(port: number): Promise<number | 'busy'> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve('busy');
      else reject(error);
    });
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      probe.close(() => resolve(bound));
    });
  });
}

/*
 * Ports handed out for a service to listen on later come from below Linux's ephemeral range (32768-60999, where
 * the OS picks the local ports of outgoing connections and of `listen(0)`): a port probed free in that range can
 * be taken by any connection before the service binds it, which made parallel test stacks fail with EADDRINUSE.
 */
const CLAIMABLE = { from: 20000, to: 32767 };

/*
 * A port probed free is only bound later, so two picks close together (one stack's services, or two stacks in
 * parallel test workers) could get the same port. Within a process no port is handed out twice; parallel
 * workers (Vitest numbers them in VITEST_POOL_ID) each pick from a slice of the range of their own.
 */
const handedOut = new Set<number>();
const WORKER_SLICES = 8;

export function claimableRange(poolId: string | undefined = process.env.VITEST_POOL_ID): { from: number; to: number } {
  const worker = Number(poolId);
  if (!Number.isInteger(worker) || worker < 1) return CLAIMABLE;
  const size = Math.floor((CLAIMABLE.to - CLAIMABLE.from + 1) / WORKER_SLICES);
  const from = CLAIMABLE.from + ((worker - 1) % WORKER_SLICES) * size;
  return { from, to: from + size - 1 };
}

/** A port nothing listens on right now, picked at random below the ephemeral range (the OS picks one if none is). */
export async function freePort(): Promise<number> {
  const range = claimableRange();
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = range.from + Math.floor(Math.random() * (range.to - range.from + 1));
    if (handedOut.has(candidate)) continue;
    // Reserved before the probe, so concurrent calls in this process never probe the same port.
    handedOut.add(candidate);
    const port = await tryListen(candidate);
    if (port !== 'busy') return port;
  }
  const port = await tryListen(0);
  if (port === 'busy') throw new Error('No free port available on 127.0.0.1');
  return port;
}

/**
 * Fails before anything starts when a fixed port is taken, naming the variable that moves it.
 * Ports given as 0 are replaced by free ones.
 */
export async function claimPorts(ports: Ports, services: readonly Service[]): Promise<Ports> {
  const claimed = { ...ports };
  for (const service of services) {
    if (ports[service] === 0) {
      claimed[service] = await freePort();
      continue;
    }
    if ((await tryListen(ports[service])) === 'busy') {
      throw new Error(
        `Port ${ports[service]} (${service}) is already in use: set ${PORT_ENV[service]} to another port`,
      );
    }
  }
  return claimed;
}
