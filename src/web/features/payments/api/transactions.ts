import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TransactionResponse, TransactionsResponse } from '#shared/api/payments.js'
import { apiGet } from '#web/lib/api.js'

export const transactionsQueryKey = ['transactions'] as const

/** GET /api/transactions.php: every purchase and ledger row of the member, newest first. */
export function fetchTransactions(): Promise<TransactionsResponse> {
  return apiGet<TransactionsResponse>('/api/transactions.php')
}

export function transactionsQuery() {
  return queryOptions({ queryKey: transactionsQueryKey, queryFn: fetchTransactions, staleTime: 10_000 })
}

export function useTransactions() {
  return useQuery(transactionsQuery())
}

/** GET /api/transaction.php?id=: one purchase with its invoice. */
export function fetchTransaction(id: number): Promise<TransactionResponse> {
  return apiGet<TransactionResponse>(`/api/transaction.php?id=${id}`)
}

export function transactionQuery(id: number) {
  return queryOptions({ queryKey: [...transactionsQueryKey, id], queryFn: () => fetchTransaction(id) })
}

export function useTransaction(id: number) {
  return useQuery(transactionQuery(id))
}
