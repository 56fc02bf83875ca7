package online

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"deepwood/online/live"
	"deepwood/rules/forward"
	"deepwood/storage"
	"deepwood/wire"
)

// HeldFile is where the game keeps the ranked attempt under way, in the
// config folder beside the tokens: a game closed mid-run (or killed) can
// take it up again, its clock running on the server all the while.
const HeldFile = "ranked.json"

// Held is a ranked attempt the game has under way on a server: what
// resuming it takes (its id and resume token), and what it was.
type Held struct {
	Server   string `json:"server"`
	Attempt  string `json:"attempt"`
	Resume   string `json:"resume"`
	Category string `json:"category"`
	Date     string `json:"date,omitempty"` // a daily's UTC day
}

// keepHeld writes the attempt a start was just answered with, before the
// game shows it, so that no moment of the run is without it.
func (b *Boards) keepHeld(server string, r *live.Run) error {
	st := r.State()
	h := Held{Server: server, Attempt: r.Attempt().ID(), Resume: r.Attempt().ResumeToken(), Category: st.Category, Date: st.Date}
	body, err := json.Marshal(h)
	if err != nil {
		return err
	}
	return b.store.Write(HeldFile, append(body, '\n'))
}

// Held is the ranked attempt the game has under way on the player's
// server now, if any; a file that does not read is reported by name.
func (b *Boards) Held() (Held, bool, error) {
	body, err := b.store.Read(HeldFile)
	if storage.IsNotExist(err) {
		return Held{}, false, nil
	}
	if err != nil {
		return Held{}, false, err
	}
	var h Held
	if err := json.Unmarshal(body, &h); err != nil || h.Attempt == "" || h.Resume == "" {
		return Held{}, false, fmt.Errorf("%s: not a ranked attempt the game kept (%v)", b.store.Where(HeldFile), err)
	}
	return h, strings.EqualFold(h.Server, b.Server()), nil
}

// DropHeld forgets the ranked attempt under way: it ended, was given up,
// or cannot be taken up again.
func (b *Boards) DropHeld() error {
	if err := b.store.Remove(HeldFile); err != nil && !storage.IsNotExist(err) {
		return err
	}
	return nil
}

// TakeUp resumes the held attempt h off the update loop: the run as the
// server has it, its clock having run meanwhile. An attempt the server no
// longer has, or that has ended, is forgotten here, and said.
func (b *Boards) TakeUp(h Held) *Call[*live.Run] {
	return Go(Timeout, func(ctx context.Context) (*live.Run, error) {
		a, err := live.Resume(ctx, h.Server, h.Attempt, h.Resume)
		switch {
		case live.IsCode(err, wire.LiveUnknown):
			_ = b.DropHeld()
			return nil, errors.New("the server no longer has that ranked run")
		case err != nil:
			return nil, err
		case a.Over():
			a.Close()
			_ = b.DropHeld()
			return nil, errors.New("that ranked run has ended (given up, expired or finished in another game)")
		}
		d, err := forward.DefaultData()
		if err != nil {
			a.Close()
			return nil, err
		}
		return live.NewRun(a, d)
	})
}
