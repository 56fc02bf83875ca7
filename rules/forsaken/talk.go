package forsaken

import "deepwood/rules/game"

// TalkKind is one of the statements a traveler may make at the table
// (RULES S34): table talk is a closed set, and any statement may be a
// lie.
type TalkKind uint8

const (
	TalkNone  TalkKind = iota
	ClaimRole          // "I am the <role>"
	ClaimPeek          // "I saw <about>'s Role Card: <role>"
	ClaimDest          // "Destination <slot> is <dest>"
	Accuse             // "<about> is Forsaken"
	Vouch              // "I trust <about>"
	AskForge           // "<about>, Forge toward Destination <slot>"
)

var talkWords = game.Words[TalkKind]{Names: []string{"none", "claim-role", "claim-peek", "claim-dest",
	"accuse", "vouch", "ask-forge"}, Kind: "statement"}

func (k TalkKind) String() string                { return talkWords.Name(k) }
func (k TalkKind) MarshalText() ([]byte, error)  { return talkWords.Text(k) }
func (k *TalkKind) UnmarshalText(b []byte) error { return talkWords.Read(k, b) }

// Say builds a statement; unused parts are filled so equal statements
// compare equal.
func Say(k TalkKind, about int, role Role, slot int, dest Dest) Statement {
	st := Statement{Talk: k, About: -1, Role: NoRole, Slot: -1, Dest: NoDest}
	switch k {
	case ClaimRole:
		st.Role = role
	case ClaimPeek:
		st.About, st.Role = about, role
	case ClaimDest:
		st.Slot, st.Dest = slot, dest
	case Accuse, Vouch:
		st.About = about
	case AskForge:
		st.About, st.Slot = about, slot
	}
	return st
}

// Statement is one thing said. Fields a kind does not use are -1 (About,
// Slot) or the zero "unknown" values.
type Statement struct {
	Talk  TalkKind `json:"talk"`
	About int      `json:"about"`
	Role  Role     `json:"role"`
	Slot  int      `json:"slot"`
	Dest  Dest     `json:"dest"`
}

// statements lists every statement speaker may make at a table of n.
func statements(speaker, n int) []Statement {
	var out []Statement
	for r := range Role(NumRoles) {
		out = append(out, Say(ClaimRole, -1, r, -1, NoDest))
	}
	for slot := range NumSlots {
		for d := range NoDest {
			out = append(out, Say(ClaimDest, -1, NoRole, slot, d))
		}
	}
	for o := range n {
		if o == speaker {
			continue
		}
		for r := range Role(NumRoles) {
			out = append(out, Say(ClaimPeek, o, r, -1, NoDest))
		}
		out = append(out, Say(Accuse, o, NoRole, -1, NoDest), Say(Vouch, o, NoRole, -1, NoDest))
		for slot := range NumSlots {
			out = append(out, Say(AskForge, o, NoRole, slot, NoDest))
		}
	}
	return out
}
