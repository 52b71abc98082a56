import React from 'react';

/** The network's mark: a hexagon of linked nodes. Decorative next to the brand name. */
export default function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#409EFF" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round">
        <path d="M32 10 51 21v22L32 54 13 43V21z" />
        <path d="M32 10v44M13 21l38 22M51 21 13 43" />
      </g>
    </svg>
  );
}
