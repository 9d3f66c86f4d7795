import { cn } from './cn.ts';

const header = 'px-4 py-2.5 text-left text-xs font-medium uppercase tracking-wide text-stone-600';

/**
 * A data table's column headers; the last, `actions`, sits at the right edge above each row's
 * buttons. `nowrap` keeps every title on one line.
 */
export function TableHead({ columns, actions, nowrap = false }: { columns: string[]; actions: string; nowrap?: boolean }) {
  const className = cn(header, nowrap && 'whitespace-nowrap');
  return (
    <thead className="border-b border-stone-200 bg-stone-50/60">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={className}>
            {column}
          </th>
        ))}
        <th scope="col" className={`${className} text-right`}>
          {actions}
        </th>
      </tr>
    </thead>
  );
}
