package forest

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseAction reads an action written by Action.String, so a game can be
// saved and replayed as lines of text.
func ParseAction(line string) (Action, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(line), " ")
	var kind ActionKind
	if err := kind.UnmarshalText([]byte(word)); err != nil {
		return Action{}, err
	}
	a := Action{Kind: kind}
	if kind == ActEditJournal {
		y, q, _ := strings.Cut(rest, " ")
		year, err := strconv.Atoi(y)
		if err != nil {
			return a, fmt.Errorf("edit-journal: bad year %q", y)
		}
		text, err := strconv.Unquote(q)
		if err != nil {
			return a, fmt.Errorf("edit-journal: the note must be a quoted string")
		}
		a.Year, a.Text = year, text
		return a, nil
	}
	args := strings.Fields(rest)
	want := map[ActionKind]int{ActReroll: 1, ActChoose: 2, ActChooseMap: 1, ActPlaceFeature: 1, ActPickAbility: 1,
		ActDefend: 1, ActEncroach: 2, ActUseForest: 1, ActUseAlly: 2, ActTakeSecond: 1, ActRaiseValue: 1,
		ActRaiseAbility: 1, ActNewAbility: 1, ActBurstForth: 1}[kind]
	if len(args) != want {
		return a, fmt.Errorf("%s takes %d arguments, not %d", kind, want, len(args))
	}
	num := func(s string) (int, error) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, fmt.Errorf("%s: %q is not a number", kind, s)
		}
		return n, nil
	}
	nature := func(s string) (Nature, error) {
		n, ok := parseNature(s)
		if !ok {
			return 0, fmt.Errorf("%s: unknown nature type %q", kind, s)
		}
		return n, nil
	}
	var err error
	switch kind {
	case ActReroll:
		a.Slot = args[0]
	case ActChoose:
		a.Slot = args[0]
		a.Roll, err = num(args[1])
	case ActChooseMap:
		a.Map = args[0]
	case ActPlaceFeature, ActTakeSecond, ActBurstForth:
		a.Hex, err = num(args[0])
	case ActPickAbility, ActUseForest, ActRaiseAbility, ActNewAbility:
		a.Ability = args[0]
	case ActDefend, ActRaiseValue:
		a.Nature, err = nature(args[0])
	case ActEncroach:
		if a.Hex, err = num(args[0]); err == nil {
			a.Nature, err = nature(args[1])
		}
	case ActUseAlly:
		if a.Roll, err = num(args[0]); err == nil {
			a.Die, err = num(args[1])
		}
	}
	return a, err
}
