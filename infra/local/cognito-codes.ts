import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StackFile } from './stack-file';

/**
 * The sign-up confirmation code cognito-local generated for `email` (it prints it in the `[cognito]`
 * console too). Tests use this instead of scraping the log: cognito-local keeps users, with their
 * pending code, in `<cognito dataDir>/.cognito/db/<userPoolId>.json`. Polls briefly because the code
 * is written right after SignUp answers.
 */
export async function confirmationCode(stack: StackFile, email: string, timeoutMs = 5000): Promise<string> {
  if (!stack.cognito.dataDir) throw new Error('stack file has no cognito.dataDir (not a local stack)');
  const file = join(stack.cognito.dataDir, '.cognito', 'db', `${stack.cognito.userPoolId}.json`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(file)) {
      try {
        const db = JSON.parse(readFileSync(file, 'utf8')) as {
          Users?: Record<
            string,
            { Attributes?: Array<{ Name: string; Value?: string }>; ConfirmationCode?: string }
          >;
        };
        const user = Object.values(db.Users ?? {}).find((u) =>
          u.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === email.toLowerCase()),
        );
        if (user?.ConfirmationCode) return user.ConfirmationCode;
      } catch {
        // file being rewritten; retry
      }
    }
    if (Date.now() > deadline) throw new Error(`no pending confirmation code for ${email}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
