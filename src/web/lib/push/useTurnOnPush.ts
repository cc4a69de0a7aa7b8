import { useMutation } from '@tanstack/react-query'
import { type PushOutcome, turnOnPush } from './pushClient.js'

/** Asks the member's permission, subscribes this browser and tells the server (the push offer, signup). */
export function useTurnOnPush(publicKey: string | null) {
  return useMutation<PushOutcome, Error>({
    mutationFn: () => (publicKey ? turnOnPush(publicKey) : Promise.resolve<PushOutcome>('unsupported')),
  })
}
