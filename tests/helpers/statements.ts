/**
 * The SQL a test server runs while a callback runs: give `onQuery` to `startTestServer`, then
 * `statementsOf(run)` answers the statements `run` made it execute.
 */
export function statementRecorder(): {
  onQuery: (sql: string) => void;
  statementsOf: (run: () => Promise<unknown>) => Promise<string[]>;
} {
  let recording: string[] | null = null;
  return {
    onQuery: (sql) => void recording?.push(sql),
    async statementsOf(run) {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}
