package forsakenui

import "deepwood/rules/forsaken"

// Option is one line of the player's menu: an action, or a verb whose
// targets the player chooses next (a card and whom or where to play it
// on; a statement and whom it is about).
type Option struct {
	Label   string
	Actions []forsaken.Action // one: do it; several: choose among Targets
	Targets []string          // the label of each action, for the second step
}

// Options groups the player's legal actions into a short menu: one line
// per card in hand (with its targets behind it), one per kind of
// statement, and the rest (Forage, End, Pass, a Night choice, a vote)
// each on its own line, in the order the rules list them.
func Options(s *Session) []Option {
	var out []Option
	index := map[string]int{}
	for _, a := range s.Legal() {
		key, label := groupOf(s, a)
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, Option{Label: label})
		}
		out[i].Actions = append(out[i].Actions, a)
		out[i].Targets = append(out[i].Targets, targetLabel(s, a))
	}
	return out
}

// groupOf is the menu line an action belongs to: its key and label.
func groupOf(s *Session, a forsaken.Action) (string, string) {
	n := s.Names
	switch a.Kind {
	case forsaken.ActPlay:
		name := cardLabel(s.Data, a)
		return "play " + name, "Play " + name
	case forsaken.ActSay:
		return "say " + a.Say.Talk.String(), sayLabels[a.Say.Talk]
	case forsaken.ActPlaceVoid, forsaken.ActPlaceVillage, forsaken.ActNavPeek, forsaken.ActOraclePeek,
		forsaken.ActShelter, forsaken.ActSuggest, forsaken.ActSacrifice, forsaken.ActEntangle, forsaken.ActFugue:
		return a.Kind.String(), nightVerbs[a.Kind]
	}
	return a.String(), n.Describe(s.Data, a)
}

// nightVerbs label the choices whose targets follow.
var nightVerbs = map[forsaken.ActKind]string{
	forsaken.ActPlaceVoid:    "Place the Void…",
	forsaken.ActPlaceVillage: "Place the Village…",
	forsaken.ActNavPeek:      "Peek at a Destination…",
	forsaken.ActOraclePeek:   "Peek at a Role Card…",
	forsaken.ActShelter:      "Shelter a traveler…",
	forsaken.ActSuggest:      "Suggest the victim…",
	forsaken.ActSacrifice:    "Choose the victim…",
	forsaken.ActEntangle:     "Entangle a traveler…",
	forsaken.ActFugue:        "Forge a free Path…",
}

var sayLabels = map[forsaken.TalkKind]string{
	forsaken.ClaimRole: "Say: I am…",
	forsaken.ClaimPeek: "Say: I saw a Role Card…",
	forsaken.ClaimDest: "Say: a Destination is…",
	forsaken.Accuse:    "Say: accuse…",
	forsaken.Vouch:     "Say: vouch for…",
	forsaken.AskForge:  "Say: ask someone to Forge…",
}

func cardLabel(d *forsaken.Data, a forsaken.Action) string {
	if a.Find >= 0 {
		return d.Artifacts[a.Find].Name
	}
	return d.Card(a.Card).Name
}

// targetLabel is what distinguishes a within its menu line.
func targetLabel(s *Session, a forsaken.Action) string {
	n, b := s.Names, &s.Data.Board
	switch {
	case a.Kind == forsaken.ActSay:
		return n.SayText(a.Say)
	case a.Target >= 0:
		return n.Of(a.Target)
	case a.Square2 >= 0:
		return forsaken.SquareName(b, a.Square) + " then " + forsaken.SquareName(b, a.Square2)
	case a.Square >= 0:
		return forsaken.SquareName(b, a.Square)
	case a.Slot >= 0:
		return forsaken.Slot(a.Slot)
	case a.Curse >= 0:
		return s.Data.Forest(a.Curse).Name
	}
	return n.Describe(s.Data, a)
}
