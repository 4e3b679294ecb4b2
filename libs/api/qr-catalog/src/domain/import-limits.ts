/**
 * What one import file may hold beyond its row count, checked while it is read so that a hostile
 * file costs no more than a normal one. The widest template has a few dozen columns and a single
 * type's content never needs more than a few thousand characters in one cell.
 */
export const MAX_IMPORT_COLUMNS = 100;
export const MAX_IMPORT_CELL_LENGTH = 4_096;
