package forest

import (
	"fmt"
	"strings"

	"deepwood/rules/game"
)

// Entry is one Year's page of the journal: the facts as structured data
// (for a screen to lay out), the text the engine wrote from them in the
// Forest's voice, and the player's own note (set by EditJournal). Year 0 is
// the history written at creation.
type Entry struct {
	Year  int    `json:"year"`
	Facts Facts  `json:"facts"`
	Text  string `json:"text"`
	Note  string `json:"note,omitempty"`
}

// journalSections are the template sections, in the order of the
// state's last-choice memory.
var journalSections = []string{"history", "ally-history", "enemy-history", "first-year", "open", "enemy-took",
	"enemy-took-two", "held", "held-tie", "forest-took", "forest-took-two", "forest-repelled",
	"forest-tie", "doubles", "ability", "burst", "grow", "close", "won", "lost"}

// placeholders are the names templates may use.
var placeholders = map[string]bool{"year": true, "hex": true, "terrain": true, "second": true,
	"structure": true, "enemy": true, "etype": true, "ftype": true, "edesc": true, "eevent": true,
	"everb": true, "efocus": true, "fverb": true, "ffocus": true, "feature": true, "ally": true,
	"ability": true, "gp": true, "forest": true, "hexes": true, "origin": true, "aedesc": true,
	"aevent": true, "averb": true, "afocus": true, "hedesc": true, "heevent": true, "nth": true,
	"theirs": true}

// harmProse and natureProse are the means each type works by, as the
// journal names them.
var (
	harmProse   = [NumHarms]string{"axes", "fire", "picks", "poison"}
	natureProse = [NumNatures]string{"roots", "waters", "stones", "storms"}
)

// article puts "a" or "an" before a word.
func article(w string) string {
	if w == "" {
		return w
	}
	switch w[0] {
	case 'a', 'e', 'i', 'o', 'u', 'A', 'E', 'I', 'O', 'U':
		return "an " + w
	}
	return "a " + w
}

// possessive writes "the Archons'" or "the Shaman's".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

func (d *Data) parseJournal(file string, lines []line) error {
	for _, l := range lines {
		known := false
		for _, s := range journalSections {
			known = known || s == l.Section
		}
		if !known {
			return l.Errorf(file, "unknown journal section [%s]", l.Section)
		}
		tmpl := strings.Join(l.fields, "|")
		if name, ok := badPlaceholder(tmpl); !ok {
			return l.Errorf(file, "unknown or unclosed placeholder {%s}", name)
		}
		d.Journal[l.Section] = append(d.Journal[l.Section], tmpl)
	}
	for _, s := range journalSections {
		if len(d.Journal[s]) == 0 {
			return &LoadError{File: file, Msg: fmt.Sprintf("journal section [%s] has no templates", s)}
		}
	}
	return nil
}

func badPlaceholder(tmpl string) (string, bool) {
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			return "", !strings.Contains(tmpl, "}")
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			return tmpl[i+1:], false
		}
		name := tmpl[i+1 : i+j]
		if !placeholders[name] {
			return name, false
		}
		tmpl = tmpl[i+j+1:]
	}
}

// fill replaces each {name} with vars[name].
func fill(tmpl string, vars map[string]string) string {
	var sb strings.Builder
	for {
		i := strings.IndexByte(tmpl, '{')
		if i < 0 {
			sb.WriteString(tmpl)
			break
		}
		j := strings.IndexByte(tmpl[i:], '}')
		if j < 0 {
			sb.WriteString(tmpl)
			break
		}
		sb.WriteString(tmpl[:i])
		sb.WriteString(vars[tmpl[i+1:i+j]])
		tmpl = tmpl[i+j+1:]
	}
	return sb.String()
}

// writer composes one entry, drawing its variants from the "journal"
// stream and never repeating the variant a section used last time.
type writer struct {
	t    *turn
	vars map[string]string
	out  []string
}

func (t *turn) newWriter() *writer {
	s := t.s
	text := func(slot string) string {
		if p := s.Pick(slot); p != nil {
			return p.Text
		}
		return ""
	}
	vars := map[string]string{"year": fmt.Sprint(s.Year), "feature": strings.ToLower(s.FeatureName()),
		"forest": lower(text("forest-description")), "origin": lower(text("forest-origin")),
		"fverb": lower(text("forest-verb")), "ffocus": lower(text("forest-focus")),
		"everb": lower(text("enemy-verb")), "efocus": lower(text("enemy-focus")),
		"aedesc": article(lower(text("ally-event-description"))), "aevent": lower(text("ally-event-type")),
		"averb": lower(text("ally-verb")), "afocus": lower(text("ally-focus")),
		"hedesc": article(lower(text("enemy-event-description"))), "heevent": lower(text("enemy-event-type")),
		"hexes": fmt.Sprintf("%d hexes mine, %d theirs", s.Count(Forest), s.Count(Enemy)),
		"nth":   game.Ordinal(s.Year), "theirs": fmt.Sprint(s.Count(Enemy))}
	if s.Culture >= 0 {
		vars["enemy"] = t.d.Cultures[s.Culture].Name
	}
	if s.Ally >= 0 {
		vars["ally"] = t.d.Allies[s.Ally].Name
	}
	return &writer{t: t, vars: vars}
}

func (w *writer) say(section string) {
	s := w.t.s
	opts := w.t.d.Journal[section]
	idx := 0
	for i, name := range journalSections {
		if name == section {
			idx = i
		}
	}
	if len(s.LastVariant) < len(journalSections) {
		s.LastVariant = make([]int, len(journalSections))
	}
	pick := 0
	if len(opts) > 1 {
		last := s.LastVariant[idx] - 1
		pick = w.t.stream("journal").IntN(len(opts) - 1)
		if last >= 0 && pick >= last {
			pick++
		}
	}
	s.LastVariant[idx] = pick + 1
	w.out = append(w.out, capital(fill(opts[pick], w.vars)))
}

// capital starts every sentence with a capital letter.
func capital(s string) string {
	b := []byte(s)
	start := true
	for i, c := range b {
		switch {
		case start && c >= 'a' && c <= 'z':
			b[i] = c - 'a' + 'A'
			start = false
		case c == '.' || c == '!' || c == '?':
			start = true
		case c != ' ':
			start = false
		}
	}
	return string(b)
}

// clash sets a clash's placeholders.
func (w *writer) clash(f ClashFact) {
	s := w.t.s
	w.vars["hex"] = s.Label(f.Hex)
	w.vars["terrain"] = w.t.d.TerrainProse(f.Terrain)
	w.vars["structure"] = f.Structure
	w.vars["etype"] = harmProse[f.Harm]
	w.vars["ftype"] = natureProse[f.Nature]
	desc, kind, _ := strings.Cut(f.Event, " ")
	w.vars["edesc"], w.vars["eevent"] = article(lower(desc)), lower(kind)
	if f.Second >= 0 {
		w.vars["second"] = w.t.d.TerrainProse(s.Hexes[f.Second].Terrain) + " at " + s.Label(f.Second)
	}
}

// ability tells of the Year's ability after the clash it was used in.
// encroachmentSections is the journal's sections for how each side's
// Encroachment went: the attacker took the hex, and a second on doubles; or
// the defender held it, on a tie or outright.
var encroachmentSections = [2]struct{ took, tookTwo, tie, held string }{
	Enemy:  {"enemy-took", "enemy-took-two", "held-tie", "held"},
	Forest: {"forest-took", "forest-took-two", "forest-tie", "forest-repelled"},
}

// encroachment tells the Year's Encroachment by attacker, when there was
// one.
func (w *writer) encroachment(e ClashFact, attacker Side) {
	if !e.Done {
		return
	}
	words := encroachmentSections[attacker]
	w.clash(e)
	switch {
	case e.Winner == attacker:
		w.say(words.took)
		if e.Second >= 0 {
			w.say(words.tookTwo)
		}
	case e.Tie:
		w.say(words.tie)
	default:
		w.say(words.held)
	}
	if e.Doubles {
		w.say("doubles")
	}
}

func (w *writer) ability(f Facts, attacker Side) {
	if f.Ability != "" && f.AbilityIn == attacker {
		w.vars["ability"] = f.Ability
		w.say("ability")
	}
}

// historyEntry is Year 0: the Forest's, the Ally's and the Enemy's history.
func (t *turn) historyEntry() Entry {
	w := t.newWriter()
	w.say("history")
	w.say("ally-history")
	w.say("enemy-history")
	return Entry{Year: 0, Text: strings.Join(w.out, " ")}
}

// writeEntry writes this Year's entry from its facts and emits YearEnded.
func (t *turn) writeEntry() {
	s := t.s
	f := s.Facts
	w := t.newWriter()
	w.vars["hexes"] = fmt.Sprintf("%d hexes mine, %d theirs", f.Start[Forest], f.Start[Enemy])
	if s.Year == 1 {
		w.say("first-year")
	} else {
		w.say("open")
	}
	if f.Age > 0 {
		w.sayOwn(ageBegins)
	}
	w.vars["hexes"] = fmt.Sprintf("%d hexes mine, %d theirs", s.Count(Forest), s.Count(Enemy))
	w.encroachment(f.Enemy, Enemy)
	w.ability(f, Enemy)
	w.encroachment(f.Forest, Forest)
	w.ability(f, Forest)
	for _, c := range f.Burst {
		w.vars["hex"] = s.Label(c)
		w.say("burst")
	}
	if len(f.Grew) > 0 {
		w.vars["gp"] = strings.Join(f.Grew, ", ")
		w.say("grow")
	}
	switch s.Phase {
	case PhaseWon:
		w.say("won")
	case PhaseLost:
		switch s.LossCause() {
		case LossHeart:
			w.sayOwn(heartLost)
		case LossYears:
			w.sayOwn(talesEnd)
		default:
			w.say("lost")
		}
	default:
		w.say("close")
	}
	e := Entry{Year: s.Year, Facts: f, Text: strings.Join(w.out, " ")}
	s.Journal = append(s.Journal, e)
	t.emit(Event{Kind: EvYearEnded, Year: s.Year, Text: e.Text})
}
