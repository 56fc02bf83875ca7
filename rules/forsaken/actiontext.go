package forsaken

import (
	"fmt"
	"strconv"
	"strings"
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
	num("card", a.Card)
	num("find", a.Find)
	num("target", a.Target)
	num("square", a.Square)
	num("square2", a.Square2)
	num("slot", a.Slot)
	num("curse", a.Curse)
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

func (a *Action) set(k, v string) error {
	var dst *int
	switch k {
	case "card":
		dst = &a.Card
	case "find":
		dst = &a.Find
	case "target":
		dst = &a.Target
	case "square":
		dst = &a.Square
	case "square2":
		dst = &a.Square2
	case "slot":
		dst = &a.Slot
	case "curse":
		dst = &a.Curse
	case "about":
		dst = &a.Say.About
	case "at":
		dst = &a.Say.Slot
	case "say":
		t, ok := talkWords.Parse(v)
		if !ok || t == TalkNone {
			return fmt.Errorf("unknown statement %q", v)
		}
		a.Say.Talk = t
		return nil
	case "role":
		r, ok := roleWords.Parse(v)
		if !ok || r == NoRole {
			return fmt.Errorf("unknown role %q", v)
		}
		a.Say.Role = r
		return nil
	case "dest":
		d, ok := destWords.Parse(v)
		if !ok || d == NoDest {
			return fmt.Errorf("unknown destination %q", v)
		}
		a.Say.Dest = d
		return nil
	default:
		return fmt.Errorf("unknown part %q", k)
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 9999 {
		return fmt.Errorf("bad number in %s=%s", k, v)
	}
	*dst = n
	return nil
}
