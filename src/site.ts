/** Site-wide settings. Values that a deployment may change come from PUBLIC_ environment variables. */
export const siteName = "Precision Computing";

/** The support address shown on the contact and policy pages (PUBLIC_SUPPORT_EMAIL). */
export const supportEmail: string =
  import.meta.env.PUBLIC_SUPPORT_EMAIL ?? "support@precision-computing.com";

export const copyrightYear = 2024;
