package live

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// TestNoMessageGivesTheDealAway plays many witnessed attempts to their end
// over real WebSockets on 127.0.0.1, with the greedy bot and a random one,
// four clients at once, records every message the server sends, and then,
// from the seed and replay the end publishes, deals each run again and
// holds each message before the end to the state the server had when it
// sent it:
//   - its view, events and legal actions are the runner's
//     (forward.ViewFor, forward.EventsFor, the rules' legal actions);
//   - every card it names (in the view, the events, a legal action) was
//     face up to the runner by then, judged from the state;
//   - it holds no seed (in any spelling), no replay, no dice checksum:
//     nothing a roll to come follows from;
//
// and the end's replay verifies, is the actions sent, and proves the
// witnessed time the end reports. The greedy bot reads the server's state
// to choose (a test's device); the random one chooses from what it is
// sent.
func TestNoMessageGivesTheDealAway(t *testing.T) {
	perBot := 40
	if testing.Short() || runtime.GOARCH == "wasm" {
		perBot = 10
	}
	h := newTestHub(t, Options{})
	d := rulestest.Load(t, forward.DefaultData)
	var attempts, messages, cards atomic.Int64
	const workers = 4
	t.Run("clients", func(t *testing.T) {
		for w := range workers {
			t.Run(strconv.Itoa(w), func(t *testing.T) {
				t.Parallel()
				for i := w; i < 2*perBot; i += workers {
					greedy := i%2 == 0
					c := dial(t, h)
					cat, seed := wire.LiveRandom, ""
					if i%3 == 0 {
						cat, seed = wire.LiveSet, dice.HashText(fmt.Sprint("witness ", i)).Code()
					}
					c.start(cat, seed, fmt.Sprintf("bot%d", i), newToken(t))
					rng := rand.New(rand.NewPCG(uint64(i), 7))
					var sent []string
					for c.last.Type != wire.LiveEnd {
						a := c.last.Legal[rng.IntN(len(c.last.Legal))]
						if greedy {
							a = greedyChoice(h, c.last.Attempt)
						}
						sent = append(sent, a)
						if r := c.act(a); r.Type == wire.LiveRefused {
							t.Fatalf("attempt %d: %s refused: %+v", i, a, r)
						}
					}
					cards.Add(int64(checkMessages(t, d, c.raw, sent)))
					attempts.Add(1)
					messages.Add(int64(len(c.raw)))
				}
			})
		}
	})
	if n := attempts.Load(); n != int64(2*perBot) && !t.Failed() {
		t.Fatalf("%d attempts ended, want %d", n, 2*perBot)
	}
	t.Logf("%d attempts played to the end, %d messages checked, %d card mentions held to the state", attempts.Load(), messages.Load(), cards.Load())
}

// greedyChoice is the greedy bot's choice in the attempt id, as replay text.
func greedyChoice(th *testHub, id string) string {
	th.Hub.mu.Lock()
	a := th.Hub.held[id]
	th.Hub.mu.Unlock()
	a.mu.Lock()
	defer a.mu.Unlock()
	legal := slices.Clone(a.sess.Legal(0))
	return forward.FormatAction(a.host.Data, forward.Greedy{}.Choose(a.host.State.Clone(), legal))
}

// checkMessages holds an attempt's messages (raw, as sent) to the run they
// tell, dealt again from the end's seed; it returns how many card mentions
// it checked.
func checkMessages(t *testing.T, d *forward.Data, raw [][]byte, sent []string) int {
	t.Helper()
	var end wire.LiveReply
	if err := json.Unmarshal(raw[len(raw)-1], &end); err != nil || end.Type != wire.LiveEnd {
		t.Fatalf("the last message is not the end: %v %s", err, raw[len(raw)-1])
	}
	res, r, err := verify.File("witnessed.replay", []byte(end.Replay))
	if err != nil {
		t.Fatalf("the end's replay does not verify: %v", err)
	}
	if res.Seed != end.Seed || res.Outcome != end.Outcome || res.Ticks*1000/verify.TicksPerSecond != end.WitnessedMs || len(r.Entries) != len(sent) {
		t.Fatalf("verified %+v; the end says %s %s %d ms, %d actions sent", res, end.Seed, end.Outcome, end.WitnessedMs, len(sent))
	}
	secrets := seedSpellings(end.Seed)
	for i, e := range r.Entries {
		if e.Action != sent[i] {
			t.Fatalf("replay action %d is %q, the client sent %q", i+1, e.Action, sent[i])
		}
		secrets = append(secrets, fmt.Sprintf("%08x", e.Check))
	}
	seed, _ := dice.ParseSeed(end.Seed)
	s, ev := forward.New(d, seed)
	var seen [256]bool
	seen[forward.NoCard], seen[forward.Hidden] = true, true
	mentions, last := 0, int64(-1)
	for k, b := range raw {
		var m wire.LiveReply
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&m); err != nil {
			t.Fatalf("message %d: %v", k, err)
		}
		if m.Seq != k || m.Type == wire.LiveRefused {
			t.Fatalf("message %d is %s at seq %d", k, m.Type, m.Seq)
		}
		if m.WitnessedMs < last {
			t.Fatalf("message %d: the witnessed time went back from %d to %d ms", k, last, m.WitnessedMs)
		}
		last = m.WitnessedMs
		if k < len(raw)-1 {
			for _, x := range secrets {
				if bytes.Contains(bytes.ToUpper(b), []byte(strings.ToUpper(x))) {
					t.Fatalf("message %d, before the end, holds %q (the seed or a dice checksum):\n%s", k, x, b)
				}
			}
			if m.Seed != "" || m.Replay != "" || m.Type != wire.LiveState {
				t.Fatalf("message %d, before the end, is a %s with seed %q", k, m.Type, m.Seed)
			}
		}
		markSeen(d, s, &seen, ev)
		if v := forward.ViewFor(s, 0); m.View == nil || !reflect.DeepEqual(*m.View, v) {
			t.Fatalf("message %d: the view is not the runner's\n%+v\n%+v", k, m.View, v)
		}
		if want := forward.EventsFor(0, ev); !slices.Equal(m.Events, want) {
			t.Fatalf("message %d: the events are not the runner's\n%+v\n%+v", k, m.Events, want)
		}
		var legal []string
		for _, a := range forward.Legal(s) {
			legal = append(legal, forward.FormatAction(d, a))
			if a.Card != 0 && !seen[a.Card] {
				t.Fatalf("message %d: legal action %s names a card never face up", k, forward.FormatAction(d, a))
			}
		}
		if !s.Phase.Over() && !slices.Equal(m.Legal, legal) {
			t.Fatalf("message %d: legal %v, the rules' %v", k, m.Legal, legal)
		}
		mentions += eachCard(reflect.ValueOf(m), func(c forward.CardID) {
			if !seen[c] {
				t.Fatalf("message %d names card %d, never face up to the runner:\n%s", k, c, b)
			}
		})
		for _, e := range m.Events {
			if e.Kind == forward.EvCompanionActive && !seen[forward.CardID(e.Value)] {
				t.Fatalf("message %d: a gift never face up", k)
			}
		}
		if k < len(sent) {
			a, err := forward.ParseAction(d, sent[k])
			if err != nil {
				t.Fatal(err)
			}
			if ev, err = forward.Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return mentions
}

// seedSpellings are the ways a seed may be written: its code with and
// without the dash, and its number.
func seedSpellings(code string) []string {
	s, _ := dice.ParseSeed(code)
	return []string{code, strings.ReplaceAll(code, "-", ""), strconv.FormatUint(uint64(s), 10)}
}

// markSeen marks what the runner has seen face up by now: s before the
// action whose events ev are, and what those events show as they happen
// (a flip, a location entered).
func markSeen(d *forward.Data, s *forward.State, seen *[256]bool, ev []forward.Event) {
	mark := func(ids ...forward.CardID) {
		for _, c := range ids {
			seen[c] = true
		}
	}
	for _, c := range s.Cells {
		if !c.Down {
			mark(c.Card)
		}
	}
	mark(s.XP...)
	mark(s.Items...)
	mark(s.Equipment...)
	mark(s.Snares...)
	mark(s.Blessings...)
	mark(s.Spent...)
	mark(s.Pending, s.Princess.Gift, s.Sage.Gift, d.Player, d.Dragon)
	if s.Fight.Active {
		mark(s.Fight.Foe.Card)
	}
	if s.Princess.Bond != forward.BondAbsent {
		mark(d.Princess)
	}
	if s.Sage.Bond != forward.BondAbsent {
		mark(d.Sage)
	}
	for i := 0; i <= s.At && i < len(s.Order); i++ {
		mark(d.Locations[s.Order[i]].Card)
	}
	for _, e := range ev {
		if e.Kind == forward.EvFlipped || e.Kind == forward.EvLocationEntered {
			mark(e.Card)
		}
	}
}

// eachCard calls f on every CardID inside v (through pointers, slices,
// arrays and structs) and counts them.
func eachCard(v reflect.Value, f func(forward.CardID)) int {
	if v.Type() == reflect.TypeFor[forward.CardID]() {
		f(forward.CardID(v.Uint()))
		return 1
	}
	n := 0
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			n += eachCard(v.Elem(), f)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			n += eachCard(v.Index(i), f)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			n += eachCard(v.Field(i), f)
		}
	}
	return n
}
