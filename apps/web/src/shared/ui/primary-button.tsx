import type { ButtonHTMLAttributes } from 'react';

type PrimaryButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The kit's `size="large"`: taller, larger text. */
  large?: boolean;
  /** Disabled, with three bouncing dots instead of the text (as the kit's `loading`). */
  loading?: boolean;
};

/**
 * A full-width primary button that looks and behaves like antd-mobile's
 * `<Button color="primary" block>`, without the kit's JavaScript: for the screens that must load
 * little (/login, the route error page; docs/web-bundle.md). Styles: `.primary-button` in
 * global.css.
 */
export function PrimaryButton({
  large = false,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: PrimaryButtonProps) {
  const classes = ['primary-button', large && 'primary-button--large', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading}>
      {loading ? (
        <span className="primary-button__loading">
          <DotLoading />
        </span>
      ) : (
        <span>{children}</span>
      )}
    </button>
  );
}

/** The kit's DotLoading: three dots that bounce in turn, in the text's colour. */
function DotLoading() {
  return (
    <span className="primary-button__dots">
      <svg height="1em" viewBox="0 0 100 40" aria-hidden="true" focusable="false">
        {[0, 1, 2].map((index) => (
          <rect
            key={index}
            fill="currentColor"
            x={20 + index * 26}
            y="16"
            width="8"
            height="8"
            rx="2"
          >
            <animate
              attributeName="y"
              from="16"
              to="16"
              dur="2s"
              begin={`${index * 0.2}s`}
              repeatCount="indefinite"
              values="16; 6; 26; 16; 16"
              keyTimes="0; 0.1; 0.3; 0.4; 1"
            />
          </rect>
        ))}
      </svg>
    </span>
  );
}
