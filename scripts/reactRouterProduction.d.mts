/** Each import name of React Router and the production file it stands for (reactRouterProduction.mjs). */
export declare const reactRouterProductionFiles: Record<'react-router' | 'react-router/dom', string>
