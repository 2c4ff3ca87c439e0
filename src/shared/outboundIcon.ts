// The small box-and-arrow VuePress's default theme drew after every link that leaves the site (its OutboundLink),
// drawn here in mapdocs' own strokes. Hidden from assistive technology: the link itself says where it goes.
export const OUTBOUND_ICON =
  '<svg class="icon outbound" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="13" height="13" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/></svg>';
