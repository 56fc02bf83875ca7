package forsakenui

import (
	"encoding/json"
	"fmt"

	"deepwood/storage"
	"deepwood/wire"
)

// HeldSeatName is the store file keeping the seat the player holds at a
// table a server hosts: the game may close while the table goes on, and
// Play with friends then offers to take the seat up again.
const HeldSeatName = "forsaken-table.json"

// HeldSeat is a seat at a hosted table: the server, the table's code and
// the seat's token, the only proof that the seat is the player's.
type HeldSeat struct {
	Server string `json:"server"`
	Code   string `json:"code"`
	Token  string `json:"token"`
}

// ReadHeldSeat reads the seat held, nil when none; a file that does not
// read is reported by name and field, and holds no seat.
func ReadHeldSeat(store storage.Store) (*HeldSeat, error) {
	if store == nil {
		return nil, nil
	}
	b, err := store.Read(HeldSeatName)
	if storage.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var h HeldSeat
	if err := json.Unmarshal(b, &h); err != nil {
		return nil, fmt.Errorf("%s: %w", store.Where(HeldSeatName), err)
	}
	if !wire.TableCode(h.Code) || h.Token == "" || h.Server == "" {
		return nil, fmt.Errorf("%s: field code, token or server is not a seat's", store.Where(HeldSeatName))
	}
	return &h, nil
}

// WriteHeldSeat keeps h (the store writes whole files, atomically).
func WriteHeldSeat(store storage.Store, h HeldSeat) error {
	if store == nil {
		return nil
	}
	b, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return store.Write(HeldSeatName, b)
}

// DropHeldSeat forgets the seat: its game has ended, or its table is gone.
func DropHeldSeat(store storage.Store) error {
	if store == nil {
		return nil
	}
	if err := store.Remove(HeldSeatName); err != nil && !storage.IsNotExist(err) {
		return err
	}
	return nil
}
