package tables

import (
	"cmp"
	"crypto/rand"
	"encoding/binary"
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/wire"
)

// Core is the session core a table runs on: the rules state behind
// forsaken.Host, the replay recorded action by action, the clock, each
// seat's view and legal actions. The server stores the replay itself
// (Store), so the core autosaves nowhere.
type Core = session.Session[forsaken.Action, forsaken.Event, forsaken.View]

// tableKey is the header line a table's replay carries besides the ones
// every Forsaken game writes (forsaken.NewReplay): the table's code.
const tableKey = "table"

// game is a started table's Forsaken Forest: the session core, the seed
// (the server's secret until the end) and a computer traveler for every
// seat one drives, nil for a person's.
type game struct {
	d     *forsaken.Data
	host  *forsaken.Host
	core  *Core
	seed  dice.Seed
	level forsaken.Level
	comps []*forsaken.Computer

	// legalAt, legalActs and legalStr cache each seat's legal actions,
	// and their replay text, for the state of legalAt steps.
	legalAt   int
	legalActs [][]forsaken.Action
	legalStr  [][]string
}

// spec names the replay's mode; a table keeps no autosave file.
var spec = session.Spec{Mode: "forsaken"}

// randomSeed draws a table's seed from crypto/rand.
func randomSeed() (dice.Seed, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, err
	}
	return dice.Seed(binary.LittleEndian.Uint64(b[:]) & (1<<40 - 1)), nil
}

// deal starts the game of a table whose seats are settled: the people's
// seats are the replay's humans (RULES B15), every other seat a computer
// traveler of the table's level from the deal.
func deal(d *forsaken.Data, code string, seed dice.Seed, players int, level forsaken.Level, seats []Seat) (*game, error) {
	roles, err := forsaken.DefaultRoles(d, players)
	if err != nil {
		return nil, err
	}
	var humans []int
	for i, s := range seats {
		if s.Kind == wire.SeatHuman {
			humans = append(humans, i)
		}
	}
	setup := forsaken.Setup{Players: players, Roles: roles, Humans: humans}
	st, err := forsaken.NewGame(d, seed, setup)
	if err != nil {
		return nil, err
	}
	r := forsaken.NewReplay(seed, setup, level)
	r.Set(tableKey, code)
	g := newGame(d, st, r, seed, level)
	for i, s := range seats {
		if s.Kind == wire.SeatComputer {
			g.seat(i)
		}
	}
	return g, nil
}

// newGame wraps a dealt state in the session core.
func newGame(d *forsaken.Data, st *forsaken.State, r *replay.Replay, seed dice.Seed, level forsaken.Level) *game {
	host := &forsaken.Host{State: st, Data: d}
	return &game{d: d, host: host, core: session.New(host, host.View, r, spec, nil), seed: seed, level: level,
		comps: make([]*forsaken.Computer, st.Players())}
}

// seat puts a computer traveler at seat, at the deal or when its person's
// seat is handed over: it observes the seat's share of the game so far, as
// it would have seen it.
func (g *game) seat(seat int) {
	if g.comps[seat] != nil {
		return
	}
	c := forsaken.NewComputer(g.d, g.level, seat, g.host.State.Players(), g.seed)
	if evs := forsaken.LogFor(g.host.State, seat); len(evs) > 0 {
		c.Observe(evs)
	}
	g.comps[seat] = c
}

// do applies a at tick and has the computer travelers observe their share
// of its events.
func (g *game) do(a forsaken.Action, tick int64) ([]forsaken.Event, error) {
	g.core.SetTicks(tick)
	evs, err := g.core.Do(a.Seat, a)
	if err != nil {
		return nil, err
	}
	for i, c := range g.comps {
		if c == nil {
			continue
		}
		var mine []forsaken.Event
		for _, e := range evs {
			if x, ok := e.For(i); ok {
				mine = append(mine, x)
			}
		}
		if len(mine) > 0 {
			c.Observe(mine)
		}
	}
	return evs, nil
}

// choose is seat's computer traveler's choice now, false when it has none.
func (g *game) choose(seat int) (forsaken.Action, bool) {
	c := g.comps[seat]
	if c == nil {
		return forsaken.Action{}, false
	}
	legal := forsaken.LegalFor(g.host.State, g.d, seat)
	if len(legal) == 0 {
		return forsaken.Action{}, false
	}
	return c.Choose(forsaken.ViewFor(g.host.State, g.d, seat), legal), true
}

// last is the replay's last entry: what Append stores.
func (g *game) last() replay.Entry { return g.core.Replay.Entries[len(g.core.Replay.Entries)-1] }

// steps is the actions applied.
func (g *game) steps() int { return len(g.core.Replay.Entries) }

// headerLine reads r's header line key with parse, an absent line as
// empty text (for parse to refuse or take): rebuild reads the four lines
// of a table's set-up alike.
func headerLine[T any](r *replay.Replay, key string, parse func(string) (T, error)) (T, error) {
	text, _ := r.Get(key)
	return parse(text)
}

// rebuild deals a stored table's game again from its header and re-applies
// every action with its dice checksum checked; each computer traveler is
// seated when it took its seat and thinks again before each of its
// actions, as it did (forsakenui's Resume does the same), so it remembers
// what it saw and said, and its random stream is where it was.
func rebuild(d *forsaken.Data, rec Record) (*game, error) {
	r, seed, err := header(rec)
	if err != nil {
		return nil, err
	}
	players, err1 := headerLine(r, forsaken.PlayersKey, forsaken.ParsePlayers)
	roles, err2 := headerLine(r, forsaken.RolesKey, forsaken.ParseRoles)
	humans, err3 := headerLine(r, forsaken.HumansKey, forsaken.ParseSeats)
	level, err4 := headerLine(r, forsaken.LevelKey, forsaken.ParseLevel)
	if err := cmp.Or(err1, err2, err3, err4); err != nil { // the first line that does not read
		return nil, err
	}
	if len(rec.Seats) != players {
		return nil, fmt.Errorf("table %s: %d seats stored for %d players", rec.Code, len(rec.Seats), players)
	}
	st, err := forsaken.NewGame(d, seed, forsaken.Setup{Players: players, Roles: roles, Humans: humans})
	if err != nil {
		return nil, err
	}
	g := newGame(d, st, r, seed, level)
	err = reapply(rec, forsaken.ParseAction, func(i int, a forsaken.Action, tick int64) error {
		for s, seat := range rec.Seats {
			if seat.Kind == wire.SeatComputer && seat.HandedAt == i {
				g.seat(s)
			}
		}
		if !rec.Over && g.comps[a.Seat] != nil {
			g.choose(a.Seat) // thinks again, as it did
		}
		_, err := g.do(a, tick)
		return err
	}, func() uint32 { return g.host.Checksum() })
	if err != nil {
		return nil, err
	}
	for s, seat := range rec.Seats {
		if seat.Kind == wire.SeatComputer && seat.HandedAt >= len(rec.Steps) {
			g.seat(s)
		}
	}
	return g, nil
}
