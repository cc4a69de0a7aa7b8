/** A message as the statistics read it. */
export interface StatMessage {
  id: number
  conversation_id: number
  sender_id: number
  answered_by: number | null
  cost: number
  created_at: number
}

export interface Figures {
  conversations: Set<number>
  messages: number
  /** Milliseconds from the member's first unanswered message to each answer. */
  answerTimes: number[]
  replies: number
  credits: number
}

export interface Tally {
  /** Keyed `operatorId|YYYY-MM-DD`. */
  byOperator: Map<string, Figures>
  /** Keyed `fictionalId|YYYY-MM-DD`. */
  byProfile: Map<string, Figures>
}

/** The UTC calendar day of a time. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function figuresOf(map: Map<string, Figures>, key: string): Figures {
  let figures = map.get(key)
  if (!figures) {
    figures = { conversations: new Set(), messages: 0, answerTimes: [], replies: 0, credits: 0 }
    map.set(key, figures)
  }
  return figures
}

/**
 * Operators' work from the messages of the conversations they answered, in order: each answer in the period
 * counts for its operator and its profile on its day, with the time the member had waited; what the member
 * wrote back until the profile's next message counts for that answer (a reply, and the credits it cost).
 * `operatorId` keeps one operator's answers only.
 */
export function tallyAnswers(
  messages: readonly StatMessage[],
  range: { from: number; to: number },
  operatorId: number | null,
): Tally {
  const tally: Tally = { byOperator: new Map(), byProfile: new Map() }
  let conversation = -1
  let fictionalId: number | null = null
  let waitingSince: number | null = null
  let lastAnswer: { keys: [string, string]; repliedTo: boolean } | null = null
  const fictionalOf = new Map<number, number>()
  for (const message of messages)
    if (message.answered_by !== null) fictionalOf.set(message.conversation_id, message.sender_id)

  for (const message of messages) {
    if (message.conversation_id !== conversation) {
      conversation = message.conversation_id
      fictionalId = fictionalOf.get(conversation) ?? null
      waitingSince = null
      lastAnswer = null
    }
    if (message.sender_id === fictionalId) {
      const counted =
        message.answered_by !== null &&
        message.created_at >= range.from &&
        message.created_at < range.to &&
        (operatorId === null || message.answered_by === operatorId)
      lastAnswer = null
      if (counted && message.answered_by !== null) {
        const day = utcDay(message.created_at)
        const keys: [string, string] = [`${message.answered_by}|${day}`, `${message.sender_id}|${day}`]
        for (const [map, key] of [
          [tally.byOperator, keys[0]],
          [tally.byProfile, keys[1]],
        ] as const) {
          const figures = figuresOf(map, key)
          figures.messages += 1
          figures.conversations.add(conversation)
          if (waitingSince !== null) figures.answerTimes.push(message.created_at - waitingSince)
        }
        lastAnswer = { keys, repliedTo: false }
      }
      waitingSince = null
      continue
    }
    waitingSince ??= message.created_at
    if (!lastAnswer) continue
    const [operatorKey, profileKey] = lastAnswer.keys
    for (const figures of [
      figuresOf(tally.byOperator, operatorKey),
      figuresOf(tally.byProfile, profileKey),
    ]) {
      if (!lastAnswer.repliedTo) figures.replies += 1
      figures.credits += message.cost
    }
    lastAnswer.repliedTo = true
  }
  return tally
}

/** The median in whole seconds, or null for none. */
export function medianSeconds(times: readonly number[]): number | null {
  if (times.length === 0) return null
  const sorted = [...times].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return Math.round(median / 1000)
}
