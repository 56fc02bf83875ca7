package tables

import (
	"fmt"

	"deepwood/levels"
	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/session"
	"deepwood/version"
	"deepwood/wire"
)

// BattleCore is the session core a Mass Combat table runs on: battle.Host,
// its replay, and each side's view (battle.ViewFor).
type BattleCore = session.Session[battle.Action, battle.Event, battle.SeatView]

// battleGame is a started Mass Combat table (wire.TableBattle): seat 0
// commands Red, seat 1 Blue, both people (RULES B18: no computer general
// at a table). The battle's state keeps no log, so the table keeps every
// event (all of them public: a roll made, a unit moved, how many quick
// units, never which) for reply to send from.
type battleGame struct {
	host *battle.Host
	core *BattleCore
	seed dice.Seed
	log  []battle.Event

	// legalAt and legalStr cache the side to act's legal actions as
	// replay text for the state of legalAt steps.
	legalAt  int
	legalStr [2][]string
}

// battleSpec names a battle table's replay mode; it autosaves nowhere.
var battleSpec = session.Spec{Mode: "battle"}

// dealBattle starts a battle table's scenario with seed: its replay's
// header is the one battleui writes for a scenario battle (verify.Battle
// reads it), both players people, plus the table's code.
func dealBattle(code, scenario string, seed dice.Seed) (*battleGame, error) {
	r := &replay.Replay{Mode: "battle", Seed: seed.Code(), Rules: levels.ModeFingerprint("battle"), Version: version.Number}
	r.Set(verify.ScenarioKey, scenario)
	r.Set(verify.PlayersKey, "Human, Human")
	r.Set(tableKey, code)
	return newBattleGame(r, seed)
}

// newBattleGame starts the battle r's header names on the session core.
func newBattleGame(r *replay.Replay, seed dice.Seed) (*battleGame, error) {
	name, _ := r.Get(verify.ScenarioKey)
	sc, err := battle.ScenarioFor(name, nil)
	if err != nil {
		return nil, err
	}
	host := &battle.Host{State: battle.New(sc, seed)}
	views := func(seat int) battle.SeatView { return battle.ViewFor(host.State, seat) }
	return &battleGame{host: host, core: session.New(host, views, r, battleSpec, nil), seed: seed, legalAt: -1}, nil
}

// rebuildBattle takes a stored battle table up: the header's battle
// started again and every action re-applied with its dice checksum
// checked, the events kept again as they were.
func rebuildBattle(rec Record) (*battleGame, error) {
	r, err := replay.Parse(rec.Code, []byte(rec.Header))
	if err != nil {
		return nil, err
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return nil, err
	}
	g, err := newBattleGame(r, seed)
	if err != nil {
		return nil, err
	}
	for i, e := range rec.Steps {
		a, err := battle.ParseAction(e.Action)
		if err != nil {
			return nil, fmt.Errorf("table %s, action %d: %w", rec.Code, i, err)
		}
		if err := g.act(a, e.Tick); err != nil {
			return nil, fmt.Errorf("table %s, action %d (%s): %w", rec.Code, i, e.Action, err)
		}
		if got := g.host.Checksum(); got != e.Check {
			return nil, fmt.Errorf("table %s, action %d: dice checksum %08x, stored %08x", rec.Code, i, got, e.Check)
		}
	}
	return g, nil
}

func (g *battleGame) steps() int         { return len(g.core.Replay.Entries) }
func (g *battleGame) last() replay.Entry { return g.core.Replay.Entries[len(g.core.Replay.Entries)-1] }
func (g *battleGame) over() bool         { return g.host.Over() }
func (g *battleGame) replayText() string { return string(g.core.Replay.Marshal()) }
func (g *battleGame) logLen() int        { return len(g.log) }
func (g *battleGame) seedCode() string   { return g.seed.Code() }

// reply fills seat's view (both armies, no dice) and the events from from.
func (g *battleGame) reply(out *wire.TableReply, seat, from int) {
	v := g.core.View(seat)
	out.Battle = &v
	out.BattleEvents = append([]battle.Event(nil), g.log[min(from, len(g.log)):]...)
	if r := g.host.State.Result; r != nil {
		out.Winner, out.WinBy = r.Winner.String(), r.How.String()
	}
}

// legalText is seat's legal actions as replay text: none while the other
// side has the turn.
func (g *battleGame) legalText(seat int) []string {
	if seat < 0 || seat > 1 {
		return nil
	}
	if g.legalAt != g.steps() {
		g.legalAt, g.legalStr = g.steps(), [2][]string{}
	}
	if g.legalStr[seat] == nil {
		for _, a := range g.host.Legal(seat, nil) {
			g.legalStr[seat] = append(g.legalStr[seat], a.Text())
		}
	}
	return g.legalStr[seat]
}

// parse reads seat's action, refusing the other side's.
func (g *battleGame) parse(seat int, text string) (any, *refusal) {
	a, err := battle.ParseAction(text)
	switch {
	case err != nil:
		return nil, &refusal{code: wire.TableIllegal, msg: err.Error()}
	case int(a.Side) != seat:
		return nil, &refusal{code: wire.TableNotYours, msg: fmt.Sprintf("%v (seat %d sent an action of seat %d)", session.ErrNotYourSeat, seat, a.Side)}
	}
	return a, nil
}

// allowed leaves legality to battle.Apply, which checks every action (a
// quick choice without listing them all) and changes nothing when it
// refuses: only the side to act may.
func (g *battleGame) allowed(seat int, _ any) bool {
	return !g.host.Over() && int(g.host.State.Turn) == seat
}

// act applies a at tick and keeps its events.
func (g *battleGame) act(a any, tick int64) error {
	g.core.SetTicks(tick)
	ba := a.(battle.Action)
	evs, err := g.core.Do(int(ba.Side), ba)
	if err != nil {
		return err
	}
	g.log = append(g.log, evs...)
	return nil
}

// A battle table has no computer general: nobody is asked to act for a
// seat, and nothing is counted down.
func (g *battleGame) asked() int                              { return -1 }
func (g *battleGame) computer(int) bool                       { return false }
func (g *battleGame) pick(int) (any, bool)                    { return nil, false }
func (g *battleGame) seat(int)                                {}
func (g *battleGame) quiet() bool                             { return true }
func (g *battleGame) humanMayAnswer(int, func(int) bool) bool { return false }
