package wire

import (
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/quote"
)

// A battle table's create (TableBattle; RULES B18) has its own check:
// two seats for people, the host's side, a scenario the rules know and,
// optionally, the computer general's level.

// checkBattle holds a battle's create to two people's seats and a
// scenario the rules know.
func (m *TableRequest) checkBattle() *TableError {
	switch {
	case m.Players != TableBattlePlayers:
		return refuse(TableMalformed, "Mass Combat is for %d players, not %d", TableBattlePlayers, m.Players)
	case len(m.Open) != 2 || m.Open[0] == m.Open[1] || m.Open[0]+m.Open[1] != 1:
		return refuse(TableMalformed, "both seats of a battle are open to people: open [0, 1]")
	case m.Seat != 0 && m.Seat != 1:
		return refuse(TableMalformed, "the host's side is seat 0 (Red) or 1 (Blue), not %d", m.Seat)
	case m.Level == "" && m.PaceMs != nil:
		return refuse(TableMalformed, "a battle table without a computer general has no pace")
	case m.PaceMs != nil && (*m.PaceMs < 0 || *m.PaceMs > maxPaceMs):
		return refuse(TableMalformed, "pace_ms is from 0 to %d", maxPaceMs)
	}
	if _, err := ai.ParseLevel(m.Level); m.Level != "" && err != nil {
		return refuse(TableMalformed, "%v", err)
	}
	if m.Budget != 0 || m.Attacker != "" {
		if err := m.checkCustom(); err != nil {
			return err
		}
	}
	if _, err := battle.LoadScenario(m.Scenario); err != nil {
		return refuse(TableMalformed, "no battle scenario %s", quote.Short(m.Scenario))
	}
	if err := CheckName(m.Name); err != nil {
		return refuse(TableName, "%v", err)
	}
	return nil
}

// checkCustom holds a custom battle's create (RULES M33, B19) to a budget
// the rules allow, an attacker that is a side, and two people: a computer
// general fights a scenario's armies, as it buys none.
func (m *TableRequest) checkCustom() *TableError {
	if err := battle.CheckBudget(m.Budget); err != nil {
		return refuse(TableMalformed, "%v", err)
	}
	if _, ok := battle.ParseSide(m.Attacker); !ok {
		return refuse(TableMalformed, "the attacker is red or blue, not %s", quote.Short(m.Attacker))
	}
	if m.Level != "" {
		return refuse(TableMalformed, "a custom battle is two people's: each general buys an army, and a computer general buys none")
	}
	return nil
}
