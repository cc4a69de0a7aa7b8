// node --import ./scripts/reactRouterProductionImport.mjs: React Router's production files in this process
// (scripts/reactRouterProductionHooks.mjs).
import { register } from 'node:module'

register('./reactRouterProductionHooks.mjs', import.meta.url)
