package forsakenui

import (
	"deepwood/online/tables"
	"deepwood/storage"
)

// HeldSeatName is the store file keeping the seat the player holds at a
// Forsaken table a server hosts: the game may close while the table goes
// on, and Play with friends then offers to take the seat up again.
const HeldSeatName = "forsaken-table.json"

// HeldSeat is a seat at a hosted table (tables.Held).
type HeldSeat = tables.Held

// ReadHeldSeat reads the Forsaken seat held, nil when none; a file that
// does not read is reported by name and field, and holds no seat.
func ReadHeldSeat(store storage.Store) (*HeldSeat, error) {
	return tables.ReadHeld(store, HeldSeatName)
}

// WriteHeldSeat keeps h.
func WriteHeldSeat(store storage.Store, h HeldSeat) error {
	return tables.WriteHeld(store, HeldSeatName, h)
}

// DropHeldSeat forgets the seat: its game has ended, or its table is gone.
func DropHeldSeat(store storage.Store) error { return tables.DropHeld(store, HeldSeatName) }
