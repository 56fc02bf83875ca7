package forward

import (
	"fmt"
	"strconv"
	"strings"
)

// FormatAction writes an action as a replay line spells it: "start 3",
// "flip 5", "leave", "roll", "use Moonleaf Brandy", "give Gilded Bangle",
// "discard Woodcutter's Axe", "take", "bury". Cards are named, so a person
// can read a save; ParseAction reads it back with the same data.
func FormatAction(d *Data, a Action) string {
	switch a.Kind {
	case ActStart, ActFlip:
		return a.Kind.String() + " " + strconv.Itoa(int(a.Cell))
	case ActUse, ActGive, ActDiscard:
		if d != nil && int(a.Card) < len(d.Cards) {
			return a.Kind.String() + " " + d.Cards[a.Card].Name
		}
		return a.Kind.String() + " #" + strconv.Itoa(int(a.Card))
	}
	return a.Kind.String()
}

// ParseAction reads an action written by FormatAction. It checks the form
// and the card name only; whether the action is legal is for Apply to say.
func ParseAction(d *Data, text string) (Action, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	var k ActionKind
	if err := k.UnmarshalText([]byte(word)); err != nil {
		return Action{}, err
	}
	rest = strings.TrimSpace(rest)
	switch k {
	case ActStart, ActFlip:
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > 9 {
			return Action{}, fmt.Errorf("%s needs a space 1–9, not %q", k, rest)
		}
		return Action{Kind: k, Cell: int8(n)}, nil
	case ActUse, ActGive, ActDiscard:
		if rest == "" {
			return Action{}, fmt.Errorf("%s needs a card name", k)
		}
		if strings.HasPrefix(rest, "#") {
			n, err := strconv.Atoi(rest[1:])
			if err != nil || n < 0 || d == nil || n >= len(d.Cards) {
				return Action{}, fmt.Errorf("unknown card %q", rest)
			}
			return Action{Kind: k, Card: CardID(n)}, nil
		}
		id, ok := d.ByName(rest)
		if !ok {
			return Action{}, fmt.Errorf("unknown card %q", rest)
		}
		return Action{Kind: k, Card: id}, nil
	}
	if rest != "" {
		return Action{}, fmt.Errorf("%s takes nothing after it, not %q", k, rest)
	}
	return Action{Kind: k}, nil
}
