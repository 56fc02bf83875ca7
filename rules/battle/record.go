package battle

import (
	"fmt"
	"strconv"
	"strings"

	"deepwood/rules/hex"
)

// Text is the action as a replay line: String's words, and for a bowman's
// declined shot the bowman too (String leaves it out, but Legal offers one
// skip per bowman, so the rules tell them apart).
func (a Action) Text() string {
	if a.Kind == ActSkip && a.Unit != 0 {
		return fmt.Sprintf("%s u%d", a, a.Unit)
	}
	return a.String()
}

// ParseAction reads an action written by Action.Text, so a battle can be
// kept as a replay of text lines like every other mode's games and proved
// again by `deepwood verify`. It accepts exactly what Text writes (a round
// trip over every legal action of simulated battles is tested), so a
// hand-edited line is refused with the reason instead of guessed at.
func ParseAction(line string) (Action, error) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return Action{}, fmt.Errorf("%q is not a battle action (a side and a kind)", line)
	}
	side, ok := ParseSide(f[0])
	if !ok {
		return Action{}, fmt.Errorf("%q is not a side (red or blue)", f[0])
	}
	kind, ok := actionWords.Parse(f[1])
	if !ok {
		return Action{}, fmt.Errorf("%q is not an action kind", f[1])
	}
	a, args := Action{Kind: kind, Side: side}, f[2:]
	bad := func(shape string) (Action, error) {
		return Action{}, fmt.Errorf("%s takes %q, not %q", kind, shape, strings.Join(args, " "))
	}
	var err error
	switch kind {
	case ActPlace, ActMove, ActPushBack, ActStep:
		if len(args) != 4 || args[1] != "to" {
			return bad("uN to cC rR")
		}
		var col, row int
		a.Unit, err = prefixed(args[0], "u")
		if err == nil {
			col, err = prefixed(args[2], "c")
		}
		if err == nil {
			row, err = prefixed(args[3], "r")
		}
		a.Hex = hex.OffsetToAxial(hex.Offset{Col: col, Row: row})
	case ActZone:
		if len(args) != 3 || args[0] != "row" || !strings.HasPrefix(args[2], "below=") {
			return bad("row N below=true|false")
		}
		a.Option, err = strconv.Atoi(args[1])
		if b := strings.TrimPrefix(args[2], "below="); b == "true" {
			a.Target = 1
		} else if b != "false" {
			return bad("row N below=true|false")
		}
	case ActLeave:
		if len(args) != 1 {
			return bad("uN")
		}
		a.Unit, err = prefixed(args[0], "u")
	case ActQuick:
		if len(args) != 1 {
			return bad("a binary mask of units")
		}
		var m uint64
		m, err = strconv.ParseUint(args[0], 2, 32)
		a.Mask = uint32(m)
	case ActCluster:
		if len(args) != 2 || args[0] != "option" {
			return bad("option N")
		}
		a.Option, err = strconv.Atoi(args[1])
	case ActShoot, ActPushFrom:
		if len(args) != 3 || args[1] != "at" {
			return bad("uN at uM")
		}
		a.Unit, err = prefixed(args[0], "u")
		if err == nil {
			a.Target, err = prefixed(args[2], "u")
		}
	case ActSkip:
		if len(args) > 1 {
			return bad("[uN]")
		}
		if len(args) == 1 {
			a.Unit, err = prefixed(args[0], "u")
		}
	default:
		if len(args) != 0 {
			return bad("")
		}
	}
	if err != nil {
		return Action{}, fmt.Errorf("%s: %v", kind, err)
	}
	return a, nil
}

// prefixed reads a number written after a one-letter tag ("u3", "c10").
func prefixed(s, tag string) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, tag))
	if err != nil || !strings.HasPrefix(s, tag) {
		return 0, fmt.Errorf("%q is not %sN", s, tag)
	}
	return n, nil
}

// ParseSide reads a side as String writes it: red or blue.
func ParseSide(s string) (Side, bool) {
	switch s {
	case "red":
		return Red, true
	case "blue":
		return Blue, true
	}
	return 0, false
}

// ArmyText writes an army as its troop counts in the troop table's order,
// for a custom battle's replay header.
func ArmyText(a Army) string {
	parts := make([]string, len(a))
	for i, n := range a {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, " ")
}

// ParseArmy reads ArmyText; it checks only the shape (Army.Check judges
// the counts against a budget).
func ParseArmy(s string) (Army, error) {
	var a Army
	f := strings.Fields(s)
	if len(f) != len(a) {
		return a, fmt.Errorf("an army is %d troop counts, not %d", len(a), len(f))
	}
	for i, w := range f {
		n, err := strconv.Atoi(w)
		if err != nil {
			return a, fmt.Errorf("troop count %q is not a number", w)
		}
		a[i] = n
	}
	return a, nil
}

// Custom is what a custom battle changes of its scenario: the armies built
// on a budget and the side that attacks.
type Custom struct {
	Armies   [2]Army
	Attacker Side
	Budget   int
}

// ScenarioFor is the battle a replay or a save starts from: the named
// scenario, or with custom a copy of its field with the armies built and
// the attacker chosen, fought as a defence (RULES M33: ambushes need a
// scenario's formations). It trusts custom; one read from a file is checked first.
func ScenarioFor(name string, custom *Custom) (*Scenario, error) {
	sc, err := LoadScenario(name)
	if err != nil || custom == nil {
		return sc, err
	}
	c := *sc
	c.Armies, c.Attacker, c.Budget = custom.Armies, custom.Attacker, custom.Budget
	c.Mode = Defend
	return &c, nil
}
