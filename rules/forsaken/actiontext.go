package forsaken

import (
	"fmt"
	"strconv"
	"strings"

	"deepwood/rules/game"
)

// String writes an action as a replay line keeps it: the seat, the kind,
// then only the parts it uses as key=value ("2 play card=57 square=40").
func (a Action) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s", a.Seat, a.Kind)
	num := func(key string, v int) {
		if v >= 0 {
			fmt.Fprintf(&b, " %s=%d", key, v)
		}
	}
	for _, p := range a.numbers() {
		num(p.key, *p.n)
	}
	if a.Kind == ActSay {
		st := a.Say
		fmt.Fprintf(&b, " say=%s", st.Talk)
		num("about", st.About)
		if st.Role != NoRole {
			fmt.Fprintf(&b, " role=%s", st.Role)
		}
		num("at", st.Slot)
		if st.Dest != NoDest {
			fmt.Fprintf(&b, " dest=%s", st.Dest)
		}
	}
	return b.String()
}

// ParseAction reads an action back from String's text.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return Action{}, fmt.Errorf("an action is SEAT KIND [key=value…], not %q", text)
	}
	seat, err := strconv.Atoi(f[0])
	if err != nil || seat < 0 || seat > 11 {
		return Action{}, fmt.Errorf("bad seat %q", f[0])
	}
	kind, ok := actWords.Parse(f[1])
	if !ok {
		return Action{}, fmt.Errorf("unknown action %q", f[1])
	}
	a := Act(kind, seat)
	seen := map[string]bool{}
	for _, kv := range f[2:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || seen[k] {
			return Action{}, fmt.Errorf("bad or repeated part %q", kv)
		}
		seen[k] = true
		if err := a.set(k, v); err != nil {
			return Action{}, err
		}
	}
	if (a.Kind == ActSay) != (a.Say.Talk != TalkNone) {
		return Action{}, fmt.Errorf("%q: only say has a statement, and it needs one", text)
	}
	return a, nil
}

// numberPart is one numeric part of an action's text, key=n.
type numberPart struct {
	key string
	n   *int
}

// numbers is the action's numeric parts in the order String writes them
// (a statement's own, about and at, follow its say).
func (a *Action) numbers() []numberPart {
	return []numberPart{{"card", &a.Card}, {"find", &a.Find}, {"target", &a.Target}, {"square", &a.Square},
		{"square2", &a.Square2}, {"slot", &a.Slot}, {"curse", &a.Curse}}
}

// set reads one key=value part of an action's text into a.
func (a *Action) set(k, v string) error {
	switch k {
	case "say":
		return readKnown(talkWords, TalkNone, &a.Say.Talk, v)
	case "role":
		return readKnown(roleWords, NoRole, &a.Say.Role, v)
	case "dest":
		return readKnown(destWords, NoDest, &a.Say.Dest, v)
	}
	var dst *int
	for _, p := range append(a.numbers(), numberPart{"about", &a.Say.About}, numberPart{"at", &a.Say.Slot}) {
		if p.key == k {
			dst = p.n
		}
	}
	if dst == nil {
		return fmt.Errorf("unknown part %q", k)
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 9999 {
		return fmt.Errorf("bad number in %s=%s", k, v)
	}
	*dst = n
	return nil
}

// known is the value the word s names, refusing its enumeration's none
// value too: a statement names a real role or destination ("unknown" is
// what a traveler does not know, not a word to say).
func known[T game.Small](w game.Words[T], none T, s string) (T, bool) {
	x, ok := w.Parse(s)
	return x, ok && x != none
}

// readKnown sets *dst to the value the word v names (known), or refuses
// the word.
func readKnown[T game.Small](w game.Words[T], none T, dst *T, v string) error {
	x, ok := known(w, none, v)
	if !ok {
		return fmt.Errorf("unknown %s %q", w.Kind, v)
	}
	*dst = x
	return nil
}
