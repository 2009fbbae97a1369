/** The site's one "designed: confirm at onboarding" marker: its words and where it links (the explanation). */
export const designedLabel = 'Designed: confirm at onboarding';
export const designedHref = '/markdown-page#confirmed-or-designed';
