package wire

import (
	"deepwood/rules/battle"
	"deepwood/rules/forsaken"
)

// Tables: several people, each on their own screen, at one game that
// `deepwood serve` runs (Forsaken Forest for 4 to 12, or Mass Combat for
// two: Mode TableBattle, RULES B18). A client opens one WebSocket at
// TablesPath and sends JSON messages (TableRequest), one a WebSocket text
// message; the server answers and pushes TableReply messages. docs/api.md
// ("Tables") has the exchange with an example.
//
// The exchange:
//   - The host sends create (mode, players, the seats open to people, the
//     computer travelers' level, the host's name and seat). The answer is a
//     table message with the invite Code (TableCodeLen characters of
//     TableAlphabet), the Link to give friends (/play/?table=CODE), the
//     host's Seat and its seat Token. The client keeps the token: it is the
//     only proof that the seat is theirs (resume).
//   - A friend sends join (table code and name) and is answered the same
//     way with a free open seat and its token; every connection at the
//     table is sent the new table message (who sits where, by name).
//   - The host sends start: open seats nobody took go to computer travelers
//     of the table's level, the game is dealt, and every seat is sent a
//     state: its own view (forsaken.ViewFor), its share of the events
//     (forsaken.Event.For), its legal actions as replay text, Seq (actions
//     applied so far) and, when a computer traveler is about to act,
//     DeadlineMs. A state follows every action, to every seat.
//   - A seat acts with act: the action's replay text (as Legal spells it)
//     and Seq, the state it was chosen in. The server applies actions in
//     the order it receives them; an act for an older state is refused as
//     stale (another claim came first) and changes nothing.
//   - chat sends free text to the table (TableChatMax runes at most; control
//     characters are stripped; a few a second per seat); mute hides a
//     seat's chat from this connection. Structured statements are actions
//     (say …), which the computer travelers hear.
//   - resume (table code and seat token) takes the seat up again on a new
//     connection, after a drop or on another server sharing the store; the
//     answer is the table message and the current state with the seat's
//     whole share of the log.
//   - hand-over (the host's, or anyone's once the host's own seat has had
//     no connection for the limit) gives a human seat that has had no
//     connection for the limit to a computer traveler.
//   - When the game ends every seat is sent end: the last state, every
//     role revealed (the view's Reveal), and the whole Replay, which
//     `deepwood verify` proves. replay asks for it again.
//
// Nothing a seat is sent names another seat's Role (but what the rules let
// it know: View.Know), another's hand, a Night choice or a Destination it
// was not shown, nor the seed, before the end.

// TableVersion is the tables protocol's version, carried as "v" by every
// message; a message of another version is refused.
const TableVersion = 1

// TablesPath is where a client opens a table's WebSocket.
const TablesPath = Prefix + "/tables"

// MaxTableMessage bounds a client's message: the longest is a chat line
// (TableChatMax runes of up to 4 bytes, JSON-escaped), well under it.
const MaxTableMessage = 4 << 10

// TableChatMax bounds a chat line, in runes.
const TableChatMax = 280

// TableAlphabet is what invite codes are made of: no 0/O, 1/I/L, 2/Z,
// 5/S or U/V to misread. TableCodeLen characters of it make a code.
const (
	TableAlphabet = "346789ABCDEFGHJKMNPQRTWXY"
	TableCodeLen  = 6
)

// TableTokenLen is a seat token's length: 32 random bytes, base64url.
var TableTokenLen = LiveKeyLen

// TableLink is the game's address for joining a table by its code.
func TableLink(code string) string { return "/play/?table=" + code }

// Modes a table may play: Forsaken Forest, or Mass Combat for two
// (TableBattle: seat 0 commands Red, seat 1 Blue, both people).
const (
	TableForsaken = "forsaken"
	TableBattle   = "battle"
)

// TableBattlePlayers is a Mass Combat table's seats.
const TableBattlePlayers = 2

// TableMinPlayers and TableMaxPlayers bound a Forsaken Forest table.
const (
	TableMinPlayers = 4
	TableMaxPlayers = 12
)

// Message types. A client sends create, join, resume, start, act, chat,
// mute, hand-over or replay; the server sends table, state, chat, end or
// error.
const (
	TableCreate   = "create"
	TableJoin     = "join"
	TableResume   = "resume"
	TableStart    = "start"
	TableAct      = "act"
	TableChat     = "chat"
	TableMute     = "mute"
	TableHandOver = "hand-over"
	TableReplay   = "replay"
	TableArmy     = "army"

	TableInfo    = "table"
	TableState   = "state"
	TableEnd     = "end"
	TableRefused = "error"
)

// Seat kinds, as a table message names them: a seat open to people that
// nobody took yet, a person's, or a computer traveler's.
const (
	SeatOpen     = "open"
	SeatHuman    = "human"
	SeatComputer = "computer"
)

// Reasons an error gives in Code (Error is the text for the player). Every
// refusal changed nothing.
const (
	TableMalformed  = "malformed"     // not a message of this protocol: the connection is closed
	TableTooBig     = "too-big"       // over MaxTableMessage: the connection is closed
	TableVersionNo  = "version"       // another protocol version: the connection is closed
	TableName       = "name"          // a name that is not a player name
	TableUnknown    = "unknown"       // no table of that code, or a wrong seat token
	TableNotSeated  = "not-seated"    // a seat's message before create, join or resume, or a second one
	TableNotHost    = "not-host"      // start or hand-over from a guest while the host may come back
	TableFull       = "full"          // no open seat left
	TableStarted    = "started"       // join or start after the game started
	TableNotStarted = "not-started"   // act before the start
	TableNotYours   = "not-your-seat" // an action of another seat
	TableIllegal    = "illegal"       // not an action the rules allow now
	TableStale      = "stale"         // an act chosen in an older state: another claim came first
	TableOver       = "over"          // the game has ended
	TableNotOver    = "not-over"      // replay before the game ended
	TableChatBad    = "chat"          // an empty chat line, or over TableChatMax
	TableRate       = "rate"          // too fast (chat or actions): send it again after retry_ms
	TableTooSoon    = "too-soon"      // hand-over of a seat connected, or not gone long enough (retry_ms)
	TableWaiting    = "waiting"       // start of a battle with no computer general while a seat is still open, or a general's army is still to come
	TableNoArmies   = "no-armies"     // an army sent to a battle table that fights its scenario's armies
	TableNoComputer = "no-computer"   // hand-over at a battle table that names no computer general
	TableBusy       = "busy"          // the server cannot keep the table now (its store failed, or another server holds it)
	TableInternal   = "internal"      // a fault of the server
)

// TableRequest is a client's message. Type says which fields mean
// something:
//   - create, battle: Mode TableBattle, Players 2, Open [0, 1], Name,
//     Seat (the host's side: 0 Red, 1 Blue) and Scenario (one of
//     battle.ScenarioNames, fought as the scenario sets it: its armies,
//     attacker and, for an ambush, its formation); optionally Level (an
//     ai level: random, easy, normal, hard) and PaceMs: then a seat
//     nobody took at the start goes to the computer general of that
//     level; without it the start waits for both generals. With Budget
//     (battle.MinBudget to MaxBudget) and Attacker ("red" or "blue") and no
//     Level, the battle is custom (RULES M33, B19): the scenario gives only
//     its field, and each general buys an army on the budget on their own
//     screen.
//   - create: Mode (TableForsaken), Players (4–12), Open (the seats people
//     may take, the host's included; the rest are computer travelers from
//     the start), Level (easy, normal or hard: the computer travelers'),
//     Name (the host's player name), Seat (the host's seat, one of Open)
//     and optionally PaceMs (the computer travelers' thinking time in ms;
//     they wait three times as long when a person may answer: 0 acts at
//     once; absent, the server's).
//   - join: Table (the code) and Name.
//   - resume: Table and Token (the seat token create or join gave).
//   - start, replay: no field.
//   - act: Action (replay text) and Seq (the state's Seq it was chosen in).
//   - chat: Text. mute: Seat and Mute (true hides that seat's chat from
//     this connection, false shows it again).
//   - hand-over: Seat.
//   - army: Army (battle.ArmyText: troop counts in the troop table's
//     order), a custom battle's general's army, sent before the start;
//     sent again, it replaces the last. The server checks it against the
//     budget; the other general is told only that it is in (Ready).
type TableRequest struct {
	V       int    `json:"v"`
	Type    string `json:"type"`
	Mode    string `json:"mode,omitempty"`
	Players int    `json:"players,omitempty"`
	Open    []int  `json:"open,omitempty"`
	Level   string `json:"level,omitempty"`
	Name    string `json:"name,omitempty"`
	Seat    int    `json:"seat,omitempty"`
	PaceMs  *int   `json:"pace_ms,omitempty"`
	// Scenario is a battle table's scenario (create, mode battle).
	Scenario string `json:"scenario,omitempty"`
	// Budget and Attacker make a battle table's create custom; Army is
	// an army message's army.
	Budget   int    `json:"budget,omitempty"`
	Attacker string `json:"attacker,omitempty"`
	Army     string `json:"army,omitempty"`
	Table    string `json:"table,omitempty"`
	Token    string `json:"token,omitempty"`
	Action   string `json:"action,omitempty"`
	Seq      int    `json:"seq,omitempty"`
	Text     string `json:"text,omitempty"`
	Mute     bool   `json:"mute,omitempty"`
}

// TableSeat is one seat as the whole table sees it: its kind, the name of
// the person there (a computer traveler's is the game's name for that
// seat, forsaken.DefaultNames; a seat handed over keeps its person's
// name), whether that person is connected now, whether it is the host's
// and, at a custom battle table before the start, whether its general's
// army is in (never the army itself: RULES B19).
type TableSeat struct {
	Seat      int    `json:"seat"`
	Kind      string `json:"kind"`
	Name      string `json:"name,omitempty"`
	Connected bool   `json:"connected,omitempty"`
	Host      bool   `json:"host,omitempty"`
	Ready     bool   `json:"ready,omitempty"`
}

// TableReply is the server's message. Type says which fields mean
// something:
//   - table: Table (the code), Link, Mode, Players, Level (Scenario at a
//     battle table; a custom battle's Budget and Attacker, and Army, the
//     army this seat's general sent, if any), Seats, Started,
//     Seat (this connection's) and, answering create or join only, Token.
//   - state: Seq (the actions applied so far), View (forsaken.View),
//     Events (this seat's share since its last state; after resume or
//     start, its whole share of the log), Legal (what this seat may do
//     now, as replay text; empty for a seat a computer traveler plays),
//     Ack (answering this connection's act: that action's number, the
//     act's Seq + 1; else 0) and DeadlineMs: when a computer traveler is
//     to act next, the milliseconds from this message until it does (0:
//     none waiting, and never at Night, where it would tell that the Role
//     the Night wakes is a computer's), so a person may claim Priority
//     first. Every seat is sent a state after every action.
//   - chat: Seat, Name, Text.
//     At a battle table a state carries Battle (battle.SeatView: both
//     armies, no dice) and BattleEvents (battle.Event, all public)
//     instead of View and Events, and never DeadlineMs.
//   - end: a state's fields plus Winner, WinBy, Seed and the whole Replay.
//   - error: Code, Error and, with rate or too-soon, RetryMs.
type TableReply struct {
	V       int    `json:"v"`
	Type    string `json:"type"`
	Table   string `json:"table,omitempty"`
	Link    string `json:"link,omitempty"`
	Mode    string `json:"mode,omitempty"`
	Players int    `json:"players,omitempty"`
	Level   string `json:"level,omitempty"`
	// Scenario is a battle table's scenario (table message).
	Scenario string           `json:"scenario,omitempty"`
	Budget   int              `json:"budget,omitempty"`
	Attacker string           `json:"attacker,omitempty"`
	Army     string           `json:"army,omitempty"`
	Seats    []TableSeat      `json:"seats,omitempty"`
	Started  bool             `json:"started,omitempty"`
	Seat     int              `json:"seat"`
	Token    string           `json:"token,omitempty"`
	Seq      int              `json:"seq,omitempty"`
	Ack      int              `json:"ack,omitempty"`
	View     *forsaken.View   `json:"view,omitempty"`
	Events   []forsaken.Event `json:"events,omitempty"`
	// Battle and BattleEvents are a battle seat's view and events.
	Battle       *battle.SeatView `json:"battle,omitempty"`
	BattleEvents []battle.Event   `json:"battle_events,omitempty"`
	Legal        []string         `json:"legal,omitempty"`
	DeadlineMs   int64            `json:"deadline_ms,omitempty"`
	Name         string           `json:"name,omitempty"`
	Text         string           `json:"text,omitempty"`
	Winner       string           `json:"winner,omitempty"`
	WinBy        string           `json:"win_by,omitempty"`
	Seed         string           `json:"seed,omitempty"`
	Replay       string           `json:"replay,omitempty"`
	Code         string           `json:"code,omitempty"`
	Error        string           `json:"error,omitempty"`
	RetryMs      int64            `json:"retry_ms,omitempty"`
}

// TableError is why a client's table message was refused: Code is one of
// the reasons above.
type TableError = RequestError

// maxPaceMs bounds a table's pace: ten seconds of thought is plenty.
const maxPaceMs = 10000

// DecodeTableRequest reads one client message: at most MaxTableMessage
// bytes, one JSON object of this version with no field it does not know,
// a type it knows and that type's fields well formed. Whether an action is
// legal, a code a table's or a token a seat's is the server's to say. A
// chat line comes back with its control characters stripped. A refusal is
// a *TableError.
func DecodeTableRequest(b []byte) (TableRequest, error) {
	return decode[TableRequest](b, MaxTableMessage, "tables", TableVersion)
}

// version is the message's protocol version, for decode.
func (m *TableRequest) version() int { return m.V }
