/**
 * Spec §9 has no mass-send limit; the API takes at most 50 operations per call. Its own module: the list
 * needs the number on first load, not the send-check form's validation (yup), which loads with the dialog.
 */
export const MASS_SEND_MAX = 50;
