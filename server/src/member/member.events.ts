/** An account was disabled: every process closes its open websockets (close code 4403). */
export type MemberMessage = { topic: 'MEMBER'; type: 'DISABLED'; memberId: string };

declare module '../events/topics.js' {
  interface Topics {
    MEMBER: MemberMessage;
  }
}
