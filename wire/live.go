package wire

import (
	"encoding/base64"

	"deepwood/rules/forward"
	"deepwood/rules/quote"
)

// Live play: a witnessed attempt is played over one WebSocket at LivePath,
// one JSON message a WebSocket text message, each way. The client says
// what it does (LiveRequest); the server applies it with the rules and
// answers with what the runner may see (LiveReply). docs/api.md has the
// exchange with examples.

// LiveVersion is the live protocol's version: every message carries it as
// "v", and a message of another version is refused, so a client and a
// server that do not speak the same protocol say so at the first message
// rather than misread each other.
const LiveVersion = 1

// LivePath is where a client opens the WebSocket of an attempt.
const LivePath = Prefix + "/live"

// MaxLiveMessage bounds a client's message: the longest is a start with a
// name and a token, well under a kilobyte.
const MaxLiveMessage = 4 << 10

// Message types. A client sends start, act, resume or abandon; the server
// answers state (after start, resume and every action), end (the action
// or the abandon that ended the run: its state, then the whole replay) or
// error.
const (
	LiveStart   = "start"
	LiveAct     = "act"
	LiveResume  = "resume"
	LiveAbandon = "abandon"
	LiveState   = "state"
	LiveEnd     = "end"
	LiveRefused = "error"
)

// LiveAbandoned is an end's Outcome when the run was abandoned, by its
// runner's abandon or by the server when it lay idle too long: it is
// filed as a run that never ranks. The others are "victory" and "defeat".
const LiveAbandoned = "abandoned"

// Live categories, as a start names them.
const (
	LiveDaily  = "daily"
	LiveRandom = "random"
	LiveSet    = "set"
)

// Reasons an error reply gives in Code, for a client to act on (the Error
// text is for the player).
const (
	LiveMalformed = "malformed"  // not a message of this protocol: the connection is closed
	LiveTooBig    = "too-big"    // over MaxLiveMessage: the connection is closed
	LiveVersionNo = "version"    // another protocol version: the connection is closed
	LiveName      = "name"       // the name is taken or the token is not its own
	LiveNoAttempt = "no-attempt" // act or abandon before start or resume, or a second start
	LiveUnknown   = "unknown"    // resume of an attempt this server does not have, or a wrong resume token
	LiveSeq       = "seq"        // an act whose seq is not the next one: nothing changed
	LiveIllegal   = "illegal"    // not an action the rules allow now: nothing changed
	LiveOver      = "over"       // the run has ended
	LiveRate      = "rate"       // actions too fast: nothing changed, send it again later
	LiveBusy      = "busy"       // the server cannot keep the attempt now (its store failed, or another server holds it): nothing changed, send it again (after retry_ms when given)
	LiveDailyDone = "daily-done" // the player has made this day's ranked daily attempt (one a day, a restart or abandon included)
	LiveInternal  = "internal"   // a fault of the server
)

// LiveRequest is a client's message. Type says which fields mean
// something:
//   - start: Mode ("forward"), Category (daily, random or set), Seed (a
//     seed code, only for set), Player and Token. A new name is claimed by
//     the token the first start sends: the client makes it (32 random
//     bytes, base64url) and keeps it before sending, so a lost answer never
//     locks it out.
//   - act: Action, the action's replay text as the last reply's Legal
//     spells it, and Seq, the action's number (1 for the first; the
//     server's Seq plus one). Ticks is the client's own in-game time, kept
//     as its claim beside the witnessed time and never ranked.
//   - resume: Attempt and Resume, as the first state gave them.
//   - abandon: no field. The attempt the connection plays ends, abandoned
//     at its last action, and the server answers its end. A message type
//     an old client never sends, so the protocol stays version 1.
type LiveRequest struct {
	V        int    `json:"v"`
	Type     string `json:"type"`
	Mode     string `json:"mode,omitempty"`
	Category string `json:"category,omitempty"`
	Seed     string `json:"seed,omitempty"`
	Player   string `json:"player,omitempty"`
	Token    string `json:"token,omitempty"`
	Action   string `json:"action,omitempty"`
	Seq      int    `json:"seq,omitempty"`
	Ticks    int64  `json:"ticks,omitempty"`
	Attempt  string `json:"attempt,omitempty"`
	Resume   string `json:"resume,omitempty"`
}

// LiveReply is the server's message. A state carries the attempt, the
// runner's view, the events of the last action as the runner may be told
// them (forward.EventsFor; after start or resume, the deal of the location
// being explored, face down), the legal actions as replay text, Seq (the
// actions applied), Ack (the client's Seq this answers) and WitnessedMs.
// Nothing in a state or an error names the seed, a face-down card, the
// deck's order or a roll to come. An end is the last state plus Outcome
// (victory, defeat or LiveAbandoned) and the whole Replay, seed and dice
// checksums included, which `deepwood verify` proves. An error has Code and Error, and changed
// nothing.
type LiveReply struct {
	V           int               `json:"v"`
	Type        string            `json:"type"`
	Attempt     string            `json:"attempt,omitempty"`
	Resume      string            `json:"resume,omitempty"` // only answering start: keep it to resume
	Category    string            `json:"category,omitempty"`
	Date        string            `json:"date,omitempty"` // a daily's UTC date
	Seq         int               `json:"seq"`
	Ack         int               `json:"ack,omitempty"`
	View        *forward.SeatView `json:"view,omitempty"`
	Events      []forward.Event   `json:"events,omitempty"`
	Legal       []string          `json:"legal,omitempty"`
	WitnessedMs int64             `json:"witnessed_ms"`
	Code        string            `json:"code,omitempty"`
	Error       string            `json:"error,omitempty"`
	RetryMs     int64             `json:"retry_ms,omitempty"` // with rate or busy: when the message may be sent again
	Outcome     string            `json:"outcome,omitempty"`
	Seed        string            `json:"seed,omitempty"` // only in the end
	Replay      string            `json:"replay,omitempty"`
	// RunID, with end, is the run the attempt became on its witnessed
	// board (0 when the server keeps no boards, or could not file it yet).
	RunID int64 `json:"run_id,omitempty"`
}

// LiveIDLen and LiveKeyLen are the lengths of an attempt id (16 random
// bytes) and of a resume token or a player token (32 random bytes), in
// unpadded base64url.
var (
	LiveIDLen  = base64.RawURLEncoding.EncodedLen(16)
	LiveKeyLen = base64.RawURLEncoding.EncodedLen(32)
)

// maxActionText bounds an act's action: the longest is "discard" and a
// card's name.
const maxActionText = 80

// LiveError is why a client's live message was refused: Code is one of
// the reasons above.
type LiveError = RequestError

// DecodeLiveRequest reads one client message: at most MaxLiveMessage
// bytes, one JSON object of this version with no field it does not know,
// a type it knows and that type's fields well formed (whether an action
// is legal or a name is free is the server's to say). A refusal is a
// *LiveError.
func DecodeLiveRequest(b []byte) (LiveRequest, error) {
	return decode[LiveRequest](b, MaxLiveMessage, "live", LiveVersion)
}

// version is the message's protocol version, for decode.
func (m *LiveRequest) version() int { return m.V }

// check holds a message's fields to its type.
func (m *LiveRequest) check() *LiveError {
	switch m.Type {
	case LiveStart:
		if m.Mode != "forward" {
			return refuse(LiveMalformed, "mode %s cannot be played live (live modes: forward)", quote.Short(m.Mode))
		}
		switch m.Category {
		case LiveDaily, LiveRandom:
			if m.Seed != "" {
				return refuse(LiveMalformed, "a %s attempt is dealt by the server: send no seed", m.Category)
			}
		case LiveSet:
			code, err := SeedCode(m.Seed)
			if err != nil {
				return refuse(LiveMalformed, "%v", err)
			}
			m.Seed = code
		default:
			return refuse(LiveMalformed, "category %s is not daily, random or set", quote.Short(m.Category))
		}
		if err := CheckName(m.Player); err != nil {
			return refuse(LiveName, "%v", err)
		}
		if !key(m.Token, LiveKeyLen) {
			return refuse(LiveName, "a start sends the player's token: %d characters of base64url (32 random bytes the client keeps)", LiveKeyLen)
		}
	case LiveAct:
		if m.Action == "" || len(m.Action) > maxActionText {
			return refuse(LiveMalformed, "an act names its action as replay text (1 to %d bytes)", maxActionText)
		}
		if m.Seq < 1 {
			return refuse(LiveMalformed, "an act numbers its action: seq 1 for the first")
		}
		if m.Ticks < 0 {
			return refuse(LiveMalformed, "ticks is an in-game time, never negative")
		}
	case LiveResume:
		if !key(m.Attempt, LiveIDLen) || !key(m.Resume, LiveKeyLen) {
			return refuse(LiveMalformed, "a resume sends the attempt id and the resume token the first state gave")
		}
	case LiveAbandon:
	default:
		return refuse(LiveMalformed, "unknown message type %s (start, act, resume or abandon)", quote.Short(m.Type))
	}
	return nil
}

// key reports whether s is n characters of unpadded base64url.
func key(s string, n int) bool {
	if len(s) != n {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(s)
	return err == nil
}
