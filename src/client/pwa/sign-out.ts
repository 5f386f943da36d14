// What this browser must forget when a member signs out (DECISIONS 75): each part that keeps
// something of the member here adds its task (the device's push subscription, the worker's
// caches), and the sign-out runs them all before its request.
import { forgetMemberCaches } from './offline';

type SignOutTask = () => Promise<void>;

const tasks = new Set<SignOutTask>([forgetMemberCaches]);

/** A task that `runSignOutTasks` runs; the answer takes it back off the list. */
export function onSignOut(task: SignOutTask): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** A task that hangs (an unreachable push service) must not keep the member signed in. */
const TASK_TIME_LIMIT_MS = 3000;

/** Runs every task side by side; a failed or slow one does not stop the sign-out. */
export async function runSignOutTasks(): Promise<void> {
  await Promise.allSettled(
    [...tasks].map((task) =>
      Promise.race([
        task(),
        new Promise<void>((resolve) => setTimeout(resolve, TASK_TIME_LIMIT_MS)),
      ]),
    ),
  );
}
