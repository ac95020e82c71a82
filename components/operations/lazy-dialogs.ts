'use client';

import dynamic from 'next/dynamic';

/**
 * The details drawer, the send-check and the save-view dialogs are closed on a page's first render: their code loads
 * when one of them opens (render them only while open).
 */
/** The details drawer's code: loaded on the first sign of activity on a list or the map (most users open one). */
export const loadTransactionDetails = () => import('./transaction-details');

export const LazyTransactionDetailsDrawer = dynamic(() => loadTransactionDetails().then((module) => module.TransactionDetailsDrawer), { ssr: false });

export const LazySendCheckDialog = dynamic(() => import('./send-check-dialog').then((module) => module.SendCheckDialog), { ssr: false });

export const LazySaveViewDialog = dynamic(() => import('./save-view-dialog').then((module) => module.SaveViewDialog), { ssr: false });
