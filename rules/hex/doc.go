// Package hex is the hexagonal-grid geometry every Deepwood mode shares:
// axial and offset coordinates, neighbours, distances, lines, rings, edges
// between hexes, path finding, movement ranges, pixel layout and masked
// rectangular maps such as the Mass Combat battlefield.
//
// The definitions follow Red Blob Games' "Hexagonal Grids" guide, so a rules
// question about a hex can be checked against that guide by hand. Axial
// coordinates (Q, R) are the working form; the implied cube coordinate
// S = -Q-R makes the formulas symmetric. Offset coordinates are for storage
// and for the people reading maps: the game draws pointy-top hexes in the
// odd-r layout, where odd rows are shoved right by half a hex.
//
// Everything that can decide a rules outcome (distance, lines, rings,
// ranges, paths, movement budgets) is exact integer arithmetic with a
// documented tie-break, and never depends on map iteration order, so a seed
// replays identically natively and under WebAssembly. Only the screen-space
// conversions in Layout use floating point.
package hex
