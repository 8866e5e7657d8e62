/** The Saral mark and name, used at the top of the sign-in and public pages. */
export function BrandHeader({ tagline }: { tagline?: string }) {
  return (
    <header className="brand-header">
      <img src="/logos/saral-mark.svg" alt="" width={48} height={48} />
      <div>
        <div className="brand-header__name">Saral</div>
        {tagline ? <div className="brand-header__tagline">{tagline}</div> : null}
      </div>
    </header>
  );
}
