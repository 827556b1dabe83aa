import { startStack } from './stack.ts';

/** `npm start`: the whole shop offline, until Ctrl+C. */
try {
  const stack = await startStack({ web: 'dev' });
  const roles = { user: 'buyer', admin: 'admin', super_admin: 'super admin' } as const;
  const signIns = stack.info.users.map(
    (user) =>
      `    ${roles[user.role].padEnd(12)} ${user.email}  /  ${user.password}` +
      (user.totpSecret ? `  (authenticator app secret ${user.totpSecret})` : ''),
  );
  console.log(
    [
      '',
      `  Shop:      ${stack.urls.web}`,
      `  API:       ${stack.urls.api}/api/plans`,
      `  Cognito:   ${stack.urls.cognito} (pool ${stack.info.cognito.userPoolId})`,
      `  Data:      ${stack.dataDir} (npm run reset wipes it)`,
      '',
      '  Sign in as:',
      ...signIns,
      '',
      '  Ctrl+C stops everything.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[local] ${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`\n[local] The offline stack did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
