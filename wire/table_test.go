package wire

import (
	"errors"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
)

// TestDecodeTableRequest holds the decoder to the protocol: each good
// message is read, each bad one refused with its reason's code.
func TestDecodeTableRequest(t *testing.T) {
	good := []string{
		`{"v":1,"type":"create","mode":"forsaken","players":8,"open":[0,3,5],"level":"normal","name":"Ada","seat":3}`,
		`{"v":1,"type":"create","mode":"forsaken","players":4,"open":[0],"level":"easy","name":"Ada","pace_ms":0}`,
		`{"v":1,"type":"join","table":"ABC347","name":"Bo"}`,
		`{"v":1,"type":"resume","table":"ABC347","token":"` + testToken + `"}`,
		`{"v":1,"type":"start"}`,
		`{"v":1,"type":"act","action":"pass 3","seq":12}`,
		`{"v":1,"type":"chat","text":"hello\u0007 there "}`,
		`{"v":1,"type":"mute","seat":2,"mute":true}`,
		`{"v":1,"type":"hand-over","seat":11}`,
		`{"v":1,"type":"replay"}`,
		`{"v":1,"type":"army","army":"10 0 0 0 4 0 0 6"}`,
		`{"v":1,"type":"create","mode":"battle","players":2,"open":[0,1],"name":"Ada","scenario":"ford","budget":200,"attacker":"blue"}`,
	}
	m, _ := DecodeTableRequest([]byte(good[6]))
	if m.Text != "hello there" {
		t.Errorf("a chat line reads %q, want its control characters stripped and trimmed", m.Text)
	}
	bad := map[string]string{
		`{"v":2,"type":"start"}`:       TableVersionNo,
		`{"type":"start"}`:             TableVersionNo,
		`{"v":1,"type":"start"} {}`:    TableMalformed,
		`{"v":1,"type":"start","x":1}`: TableMalformed,
		`[1]`:                          TableMalformed,
		`{"v":1,"type":"sit"}`:         TableMalformed,
		`{"v":1,"type":"join","table":"ABC34","name":"Bo"}`:                                                                                            TableMalformed,
		`{"v":1,"type":"join","table":"ABC340","name":"Bo"}`:                                                                                           TableMalformed, // 0 is not in the alphabet
		`{"v":1,"type":"join","table":"ABC347","name":""}`:                                                                                             TableName,
		`{"v":1,"type":"resume","table":"ABC347","token":"short"}`:                                                                                     TableMalformed,
		`{"v":1,"type":"create","mode":"battle","players":2,"open":[0],"level":"easy","name":"Ada"}`:                                                   TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":13,"open":[0],"level":"easy","name":"Ada"}`:                                                TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":5,"open":[0,0],"level":"easy","name":"Ada"}`:                                               TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":5,"open":[1,2],"level":"easy","name":"Ada","seat":0}`:                                      TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":5,"open":[0],"level":"godlike","name":"Ada"}`:                                              TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":5,"open":[0],"level":"easy","name":"Ada","pace_ms":-1}`:                                    TableMalformed,
		`{"v":1,"type":"act","action":"","seq":1}`:                                                                                                     TableMalformed,
		`{"v":1,"type":"act","action":"pass 1","seq":-1}`:                                                                                              TableMalformed,
		`{"v":1,"type":"chat","text":"\u0000\u0007  "}`:                                                                                                TableChatBad,
		`{"v":1,"type":"chat","text":"` + strings.Repeat("é", TableChatMax+1) + `"}`:                                                                   TableChatBad,
		`{"v":1,"type":"army","army":"10 0 0"}`:                                                                                                        TableMalformed,
		`{"v":1,"type":"army","army":"ten 0 0 0 4 0 0 6"}`:                                                                                             TableMalformed,
		`{"v":1,"type":"create","mode":"battle","players":2,"open":[0,1],"name":"Ada","scenario":"ford","budget":20,"attacker":"blue"}`:                TableMalformed,
		`{"v":1,"type":"create","mode":"battle","players":2,"open":[0,1],"name":"Ada","scenario":"ford","budget":200,"attacker":"green"}`:              TableMalformed,
		`{"v":1,"type":"create","mode":"battle","players":2,"open":[0,1],"name":"Ada","scenario":"ford","budget":200,"attacker":"red","level":"easy"}`: TableMalformed,
		`{"v":1,"type":"create","mode":"forsaken","players":5,"open":[0],"level":"easy","name":"Ada","budget":200}`:                                    TableMalformed,
		`{"v":1,"type":"mute","seat":12}`:                                                                                                              TableMalformed,
		`{"v":1,"type":"chat","text":"` + strings.Repeat("x", MaxTableMessage) + `"}`:                                                                  TableTooBig,
	}
	checkDecode(t, DecodeTableRequest, good, bad)
	if _, err := DecodeTableRequest([]byte(`{"v":1,"type":"chat","text":"` + strings.Repeat("é", TableChatMax) + `"}`)); err != nil {
		t.Errorf("a chat line of %d runes: %v", TableChatMax, err)
	}
}

// TestTableReplyRoundTrip keeps a reply's JSON readable back whole.
func TestTableReplyRoundTrip(t *testing.T) {
	in := TableReply{V: TableVersion, Type: TableInfo, Table: "ABC347", Link: TableLink("ABC347"), Players: 5,
		Seats: []TableSeat{{Seat: 0, Kind: SeatHuman, Name: "Ada", Connected: true, Host: true}, {Seat: 1, Kind: SeatOpen}}}
	var out TableReply
	rulestest.RoundTrip(t, in, &out)
	if out.Link != "/play/?table=ABC347" || len(out.Seats) != 2 || out.Seats[0].Name != "Ada" {
		t.Errorf("read back %+v", out)
	}
}

// FuzzTableRequest holds the decoder to its promises on any input: it
// never panics, whatever it accepts is of this version and a known type
// within the bounds, and a chat line it accepts has no control character.
func FuzzTableRequest(f *testing.F) {
	f.Add([]byte(`{"v":1,"type":"create","mode":"forsaken","players":8,"open":[0,3,5],"level":"normal","name":"Ada","seat":3}`))
	f.Add([]byte(`{"v":1,"type":"act","action":"pass 3","seq":12}`))
	f.Add([]byte(`{"v":1,"type":"chat","text":"hi\u0000"}`))
	f.Add([]byte(`{"v":1,"type":"resume","table":"ABC347","token":"` + testToken + `"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeTableRequest(b)
		if err != nil {
			if _, ok := errors.AsType[*TableError](err); !ok {
				t.Fatalf("a refusal that is not a *TableError: %v", err)
			}
			return
		}
		if m.V != TableVersion || len(b) > MaxTableMessage {
			t.Fatalf("accepted %+v", m)
		}
		switch m.Type {
		case TableChat:
			if strings.ContainsFunc(m.Text, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				t.Fatalf("a chat line with a control character: %q", m.Text)
			}
		case TableCreate:
			if m.Players < TableMinPlayers || m.Players > TableMaxPlayers {
				t.Fatalf("a table of %d", m.Players)
			}
		}
	})
}
