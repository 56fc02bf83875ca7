package tables

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"deepwood/rules/battle"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// battleSetup is what a battle table's create chose, kept in the store's
// Record.Level: the scenario; the computer general's level ("": none);
// and for a custom battle (RULES M33, B19) the budget both generals buy
// on and the side that attacks. A custom battle has no computer general.
type battleSetup struct {
	scenario string
	level    string
	budget   int // 0: the scenario's own armies
	attacker battle.Side
}

// custom reports that each general buys an army on the budget.
func (b battleSetup) custom() bool { return b.budget > 0 }

// word writes the setup as Record.Level keeps it: the scenario, then "/"
// and the level, or "/custom:BUDGET:SIDE".
func (b battleSetup) word() string {
	switch {
	case b.custom():
		return fmt.Sprintf("%s/custom:%d:%s", b.scenario, b.budget, b.attacker)
	case b.level != "":
		return b.scenario + "/" + b.level
	}
	return b.scenario
}

// createdBattle is the setup a checked create asks for.
func createdBattle(m wire.TableRequest) battleSetup {
	b := battleSetup{scenario: m.Scenario, level: m.Level}
	if m.Budget > 0 {
		b.budget = m.Budget
		b.attacker, _ = battle.ParseSide(m.Attacker)
	}
	return b
}

// readBattleSetup reads word back. The store holds only what a checked
// create wrote; a custom part it cannot read leaves the scenario's armies.
func readBattleSetup(word string) battleSetup {
	scenario, rest, _ := strings.Cut(word, "/")
	b := battleSetup{scenario: scenario}
	custom, ok := strings.CutPrefix(rest, "custom:")
	if !ok {
		b.level = rest
		return b
	}
	budget, side, _ := strings.Cut(custom, ":")
	n, err := strconv.Atoi(budget)
	att, okSide := battle.ParseSide(side)
	if err == nil && okSide && battle.CheckBudget(n) == nil {
		b.budget, b.attacker = n, att
	}
	return b
}

// header writes a custom battle's lines into r: the attacker, the budget
// and each general's army as their seat sent it, checked again.
func (b battleSetup) header(r *replay.Replay, seats []Seat) error {
	r.Set(verify.AttackerKey, b.attacker.String())
	r.Set(verify.BudgetKey, strconv.Itoa(b.budget))
	for side := range 2 {
		a, err := battle.ParseArmy(seats[side].Army)
		if err == nil {
			err = a.Check(b.budget)
		}
		if err != nil {
			return fmt.Errorf("%s's army: %w", battle.Side(side), err)
		}
		r.Set(verify.ArmyKey(battle.Side(side)), battle.ArmyText(a))
	}
	return nil
}

// battleComputer reports that a battle table names a computer general.
func (t *table) battleComputer() bool { return readBattleSetup(t.rec.Level).level != "" }

// battleInfo fills a battle table's message for seat: the scenario, the
// computer general's level, a custom battle's budget and attacker, and
// the army seat's own general sent (never the other's: RULES B19).
func (t *table) battleInfo(out *wire.TableReply, seat int) {
	b := readBattleSetup(t.rec.Level)
	out.Scenario, out.Level = b.scenario, b.level
	if b.custom() {
		out.Budget, out.Attacker = b.budget, b.attacker.String()
		if seat >= 0 && seat < len(t.rec.Seats) {
			out.Army = t.rec.Seats[seat].Army
		}
	}
}

// armiesMissing is the first side whose general's army is still to come
// at a custom battle table (-1: none, or not custom).
func (t *table) armiesMissing() int {
	if t.rec.Mode != wire.TableBattle || !readBattleSetup(t.rec.Level).custom() {
		return -1
	}
	return slices.IndexFunc(t.rec.Seats, func(s Seat) bool { return s.Army == "" })
}

// army keeps c's general's army at a custom battle table before the
// start, checked against the budget (RULES M29, B19): stored, then every
// seat is told that it is in, and nothing of what it holds.
func (t *table) army(c *connection, text string) *refusal {
	b := readBattleSetup(t.rec.Level)
	switch {
	case t.dropped:
		return gone
	case t.rec.Mode != wire.TableBattle || !b.custom():
		return &refusal{code: wire.TableNoArmies, msg: "this table fights its scenario's armies: nobody buys one"}
	case t.rec.Started():
		return &refusal{code: wire.TableStarted, msg: "the battle has started: the armies are in the field"}
	}
	a, err := battle.ParseArmy(text)
	if err == nil {
		err = a.Check(b.budget)
	}
	if err != nil {
		return &refusal{code: wire.TableIllegal, msg: err.Error()}
	}
	seats := slices.Clone(t.rec.Seats)
	seats[c.seat].Army = battle.ArmyText(a)
	if ref := t.storeSeats(0, seats, "storing an army"); ref != nil {
		return ref
	}
	t.tellSeats()
	return nil
}
