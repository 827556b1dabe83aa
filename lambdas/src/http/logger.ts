/** One JSON line per event, which CloudWatch Logs Insights can query. LOG_LEVEL=silent mutes it (tests). */
export function log(level: 'info' | 'warn' | 'error', message: string, data: Record<string, unknown> = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...data });
  if (level === 'error') console.error(line);
  else console.log(line);
}
