import { useState } from 'react';

/**
 * The add / edit dialog of a list page: open for a new row (`row` null) or for an existing one. The
 * row stays while the dialog closes, so its title does not turn into the add dialog's as it fades.
 */
export function useRowDialog<Row>() {
  const [state, setState] = useState<{ open: boolean; row: Row | null }>({ open: false, row: null });
  return {
    open: state.open,
    row: state.row,
    openAdd: () => setState({ open: true, row: null }),
    openEdit: (row: Row) => setState({ open: true, row }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}
