package tables

import (
	"encoding/json"
	"fmt"

	"deepwood/storage"
	"deepwood/wire"
)

// Held is a seat the player holds at a table a server hosts: the server,
// the table's code and the seat's token, the only proof that the seat is
// theirs. The game may close while the table goes on; each mode keeps its
// seat in its own file (name) and offers to take it up again.
type Held struct {
	Server string `json:"server"`
	Code   string `json:"code"`
	Token  string `json:"token"`
}

// ReadHeld reads the seat kept in name, nil when none; a file that does
// not read is reported by name and field, and holds no seat.
func ReadHeld(store storage.Store, name string) (*Held, error) {
	if store == nil {
		return nil, nil
	}
	b, err := store.Read(name)
	if storage.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var h Held
	if err := json.Unmarshal(b, &h); err != nil {
		return nil, fmt.Errorf("%s: %w", store.Where(name), err)
	}
	if !wire.TableCode(h.Code) || h.Token == "" || h.Server == "" {
		return nil, fmt.Errorf("%s: field code, token or server is not a seat's", store.Where(name))
	}
	return &h, nil
}

// WriteHeld keeps h in name (the store writes whole files, atomically).
func WriteHeld(store storage.Store, name string, h Held) error {
	if store == nil {
		return nil
	}
	b, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return store.Write(name, b)
}

// DropHeld forgets the seat kept in name: its game has ended, or its
// table is gone.
func DropHeld(store storage.Store, name string) error {
	if store == nil {
		return nil
	}
	if err := store.Remove(name); err != nil && !storage.IsNotExist(err) {
		return err
	}
	return nil
}
