/** The document title for a page: "Grow from the Ashes · Arcanum". */
export function setTitle(title: string | null): void {
  document.title = title ? `${title} · Arcanum` : 'Arcanum — Magic cards, rules and rulings'
}
