import type { ReactNode } from "react";

/**
 * The icon set, drawn on a 24×24 grid with a 2px round stroke in `currentColor`, so an icon takes the
 * colour of its text. Covers the spec's screens: navigation, jobs, news, ads, billing, forms and alerts.
 */
export const iconNames = [
  "close",
  "arrowLeft",
  "arrowRight",
  "chevronLeft",
  "chevronRight",
  "chevronDown",
  "chevronUp",
  "check",
  "plus",
  "minus",
  "search",
  "calendar",
  "eye",
  "eyeOff",
  "upload",
  "download",
  "info",
  "warning",
  "success",
  "error",
  "menu",
  "user",
  "users",
  "logout",
  "trash",
  "edit",
  "filter",
  "sort",
  "copy",
  "link",
  "external",
  "bolt",
  "megaphone",
  "truck",
  "briefcase",
  "building",
  "settings",
  "home",
  "news",
  "ad",
  "mail",
  "phone",
  "mapPin",
  "clock",
  "tag",
  "more",
  "refresh",
  "flagUs",
  "creditCard",
  "image",
  "lock",
  "help",
  "star",
  "crop",
] as const;

export type IconName = (typeof iconNames)[number];

const p = (d: string) => <path d={d} />;

export const iconPaths: Record<IconName, ReactNode> = {
  close: p("M18 6 6 18M6 6l12 12"),
  arrowLeft: p("M19 12H5M12 19l-7-7 7-7"),
  arrowRight: p("M5 12h14M12 5l7 7-7 7"),
  chevronLeft: p("m15 18-6-6 6-6"),
  chevronRight: p("m9 18 6-6-6-6"),
  chevronDown: p("m6 9 6 6 6-6"),
  chevronUp: p("m18 15-6-6-6 6"),
  check: p("M20 6 9 17l-5-5"),
  plus: p("M12 5v14M5 12h14"),
  minus: p("M5 12h14"),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      {p("m21 21-4.35-4.35")}
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4" width="18" height="18" rx="2" />
      {p("M16 2v4M8 2v4M3 10h18")}
    </>
  ),
  eye: (
    <>
      {p("M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z")}
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: p(
    "M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19M14.12 14.12a3 3 0 1 1-4.24-4.24M1 1l22 22",
  ),
  upload: p("M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12"),
  download: p("M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3"),
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      {p("M12 16v-4M12 8h.01")}
    </>
  ),
  warning: p(
    "M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0zM12 9v4M12 17h.01",
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      {p("m8 12 3 3 5-6")}
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      {p("m15 9-6 6M9 9l6 6")}
    </>
  ),
  menu: p("M3 12h18M3 6h18M3 18h18"),
  user: (
    <>
      {p("M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2")}
      <circle cx="12" cy="7" r="4" />
    </>
  ),
  users: (
    <>
      {p("M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M23 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75")}
      <circle cx="9" cy="7" r="4" />
    </>
  ),
  logout: p("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9"),
  trash: p(
    "M3 6h18M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2",
  ),
  edit: p("M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4z"),
  filter: p("M22 3H2l8 9.46V19l4 2v-8.54z"),
  sort: p("M7 4v16M3 8l4-4 4 4M17 20V4M21 16l-4 4-4-4"),
  copy: (
    <>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      {p("M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1")}
    </>
  ),
  link: p(
    "M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71",
  ),
  external: p("M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3"),
  bolt: p("M13 2 3 14h9l-1 8 10-12h-9z"),
  megaphone: p("M3 10v4h3l9 5V5L6 10zM6 14l1.5 6h3L9 15M18.5 9a3.5 3.5 0 0 1 0 6"),
  truck: (
    <>
      {p("M1 3h15v13H1zM16 8h4l3 3v5h-7z")}
      <circle cx="5.5" cy="18.5" r="2.5" />
      <circle cx="18.5" cy="18.5" r="2.5" />
    </>
  ),
  briefcase: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      {p("M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16")}
    </>
  ),
  building: (
    <>
      <rect x="4" y="2" width="16" height="20" rx="1" />
      {p("M9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01")}
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <circle cx="12" cy="12" r="7" />
      {p("M12 1v4M12 19v4M1 12h4M19 12h4M4.2 4.2l2.8 2.8M17 17l2.8 2.8M4.2 19.8 7 17M17 7l2.8-2.8")}
    </>
  ),
  home: p("M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10"),
  news: p(
    "M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2M18 14h-8M15 18h-5M10 6h8v4h-8z",
  ),
  ad: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      {p("m6 15 2.5-6 2.5 6M6.8 13h3.4M14 9v6h1.5a3 3 0 0 0 0-6z")}
    </>
  ),
  mail: p("M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6"),
  phone: p(
    "M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z",
  ),
  mapPin: (
    <>
      {p("M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z")}
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      {p("M12 6v6l4 2")}
    </>
  ),
  tag: p("M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01"),
  more: p("M5 12h.01M12 12h.01M19 12h.01"),
  refresh: p("M23 4v6h-6M1 20v-6h6M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15"),
  // The US flag keeps its own colours in both themes (a flag is not a colour role).
  flagUs: (
    <g stroke="none">
      <rect x="1" y="5" width="22" height="14" rx="1.5" fill="#b22234" />
      <path
        fill="#ffffff"
        d="M1 7.15h22v1.08H1zM1 9.3h22v1.08H1zM1 11.46h22v1.08H1zM1 13.62h22v1.08H1zM1 15.77h22v1.08H1z"
      />
      <rect x="1" y="5" width="10" height="7.54" fill="#3c3b6e" />
    </g>
  ),
  creditCard: (
    <>
      <rect x="1" y="4" width="22" height="16" rx="2" />
      {p("M1 10h22")}
    </>
  ),
  image: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      {p("m21 15-5-5L5 21")}
    </>
  ),
  lock: (
    <>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      {p("M7 11V7a5 5 0 0 1 10 0v4")}
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="10" />
      {p("M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01")}
    </>
  ),
  star: p("m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z"),
  crop: p("M6.13 1 6 16a2 2 0 0 0 2 2h15M1 6.13 16 6a2 2 0 0 1 2 2v15"),
};
