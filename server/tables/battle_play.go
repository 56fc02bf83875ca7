package tables

import (
	"strings"

	"deepwood/levels"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
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
// commands Red, seat 1 Blue, each a person's or, at a table that names a
// level, the computer general's (rules/battle/ai; RULES B18). The battle's
// state keeps no log, so the table keeps every event (all of them public:
// a roll made, a unit moved, how many quick units, never which) for reply
// to send from.
type battleGame struct {
	host *battle.Host
	core *BattleCore
	seed dice.Seed
	log  []battle.Event
	// level is the computer general's; generals the one at each seat it
	// plays, nil at a person's.
	level    ai.Level
	generals [2]*ai.AI

	// legalAt and legalStr cache the side to act's legal actions as
	// replay text for the state of legalAt steps.
	legalAt  int
	legalStr [2][]string
}

// battleSpec names a battle table's replay mode; it autosaves nowhere.
var battleSpec = session.Spec{Mode: "battle"}

// dealBattle starts a battle table's scenario with seed, its seats
// settled: its replay's header is the one battleui writes for a scenario
// battle, or for a custom one its attacker, budget and both generals'
// armies (verify.Battle reads it), who commands each side for people,
// plus the table's code.
func dealBattle(code string, seed dice.Seed, seats []Seat, word string) (*battleGame, error) {
	setup := readBattleSetup(word)
	level := setup.level
	r := &replay.Replay{Mode: "battle", Seed: seed.Code(), Rules: levels.ModeFingerprint("battle"), Version: version.Number}
	r.Set(verify.ScenarioKey, setup.scenario)
	if setup.custom() {
		if err := setup.header(r, seats); err != nil {
			return nil, err
		}
	}
	var who []string
	for _, s := range seats {
		if s.Kind == wire.SeatComputer {
			who = append(who, "AI "+level)
		} else {
			who = append(who, "Human")
		}
	}
	r.Set(verify.PlayersKey, strings.Join(who, ", "))
	r.Set(tableKey, code)
	return newBattleGame(r, seed, seats, level)
}

// newBattleGame starts the battle r's header names on the session core,
// a computer general of level at every computer's seat.
func newBattleGame(r *replay.Replay, seed dice.Seed, seats []Seat, level string) (*battleGame, error) {
	name, _ := r.Get(verify.ScenarioKey)
	custom, _, err := verify.BattleCustom(r)
	if err != nil {
		return nil, err
	}
	sc, err := battle.ScenarioFor(name, custom)
	if err != nil {
		return nil, err
	}
	host := &battle.Host{State: battle.New(sc, seed)}
	views := func(seat int) battle.SeatView { return battle.ViewFor(host.State, seat) }
	g := &battleGame{host: host, core: session.New(host, views, r, battleSpec, nil), seed: seed, legalAt: -1}
	if level != "" {
		if g.level, err = ai.ParseLevel(level); err != nil {
			return nil, err
		}
	}
	for i, s := range seats {
		if s.Kind == wire.SeatComputer && i < len(g.generals) {
			g.seat(i)
		}
	}
	return g, nil
}

// rebuildBattle takes a stored battle table up: the header's battle
// started again and every action re-applied with its dice checksum
// checked, the events kept again as they were. A computer general is
// seated afresh: it plans from the position as it stands (its plan is
// for the movement phase at hand, and its own random stream only breaks
// ties), so it needs no memory of the battle.
func rebuildBattle(rec Record) (*battleGame, error) {
	r, seed, err := header(rec)
	if err != nil {
		return nil, err
	}
	g, err := newBattleGame(r, seed, rec.Seats, readBattleSetup(rec.Level).level)
	if err != nil {
		return nil, err
	}
	err = reapply(rec, battle.ParseAction, func(_ int, a battle.Action, tick int64) error { return g.act(a, tick) },
		func() uint32 { return g.host.Checksum() })
	if err != nil {
		return nil, err
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
	return parseOwn(seat, text, battle.ParseAction, func(a battle.Action) int { return int(a.Side) })
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

// asked is the side to act: a battle is turn by turn, nobody answers out
// of turn, so a computer general waits the table's pace and no longer.
func (g *battleGame) asked() int {
	if g.host.Over() {
		return -1
	}
	return int(g.host.State.Turn)
}

func (g *battleGame) computer(seat int) bool                  { return seat >= 0 && seat < 2 && g.generals[seat] != nil }
func (g *battleGame) quiet() bool                             { return false }
func (g *battleGame) humanMayAnswer(int, func(int) bool) bool { return false }

// seat puts the computer general of the table's level at seat, its own
// random stream drawn from the battle's seed and the seat.
func (g *battleGame) seat(seat int) {
	if g.generals[seat] == nil {
		g.generals[seat] = ai.New(g.level, g.seed+dice.Seed(seat)+1)
	}
}

// pick is the computer general's choice, from what its side may see
// (battle.View: no dice, not the other side's quick units).
func (g *battleGame) pick(seat int) (any, bool) {
	legal := g.host.Legal(seat, nil)
	if !g.computer(seat) || len(legal) == 0 {
		return nil, false
	}
	return g.generals[seat].Choose(battle.View(g.host.State, battle.Side(seat)), legal), true
}
