import './money.css';

/**
 * An amount as one unbreakable word: "₵5,020.50" never splits over two lines in a narrow box (the box's own
 * rules may let long words wrap anywhere; an amount must not).
 */
export function Money({ children, className }: { children: string; className?: string }) {
  return <span className={className ? `money ${className}` : 'money'}>{children}</span>;
}
