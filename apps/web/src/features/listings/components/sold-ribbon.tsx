/** The diagonal "Sold" band across a photo's top-left corner (its parent is `relative`). */
export function SoldRibbon({ small }: { small?: boolean }) {
  return (
    <span
      className={`pointer-events-none absolute left-0 top-0 overflow-hidden ${small ? 'h-20 w-20' : 'h-28 w-28'}`}
      aria-label="Sold"
      role="img"
    >
      <span
        className={`absolute left-[-34px] top-[18px] w-[140px] -rotate-45 bg-danger text-center font-bold uppercase tracking-widest text-white shadow ${small ? 'left-[-44px] top-[12px] py-0.5 text-[10px]' : 'py-1 text-xs'}`}
      >
        Sold
      </span>
    </span>
  );
}
