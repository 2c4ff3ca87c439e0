// The route announcer: a polite live region, the document's last element. The server writes it (and its head awaits
// it before the first paint, so nothing half-parsed is shown); the client's router puts each new page's title in it,
// which screen readers then say (a client navigation is otherwise silent).
export const ROUTE_ANNOUNCER_ID = 'route-announcer';
