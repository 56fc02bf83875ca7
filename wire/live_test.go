package wire

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
)

const (
	testToken   = "5tRJzOf_8uYmQMl0amcm18aPhBhz7qfR9WluIDyxj8A"
	testAttempt = "AAECAwQFBgcICQoLDA0ODw"
)

// TestDecodeLiveRequest holds the decoder to the protocol: each good
// message is read, each bad one refused with its reason's code.
func TestDecodeLiveRequest(t *testing.T) {
	good := []string{
		`{"v":1,"type":"start","mode":"forward","category":"daily","player":"Ada","token":"` + testToken + `"}`,
		`{"v":1,"type":"start","mode":"forward","category":"set","seed":"420z-y2gs","player":"Ada","token":"` + testToken + `"}`,
		`{"v":1,"type":"act","action":"flip 5","seq":3,"ticks":900}`,
		`{"v":1,"type":"resume","attempt":"` + testAttempt + `","resume":"` + testToken + `"}`,
		`{"v":1,"type":"abandon"}`,
	}
	m, _ := DecodeLiveRequest([]byte(good[1]))
	if m.Seed != "420Z-Y2GS" {
		t.Errorf("a set seed reads as %q, want its code", m.Seed)
	}
	bad := map[string]string{
		`{"v":2,"type":"act","action":"roll","seq":1}`:            LiveVersionNo,
		`{"type":"act","action":"roll","seq":1}`:                  LiveVersionNo,
		`{"v":1,"type":"act","action":"roll","seq":1}{}`:          LiveMalformed,
		`{"v":1,"type":"act","action":"roll","seq":1,"tick":5}`:   LiveMalformed,
		`{"v":1,"type":"act","action":"roll","seq":0}`:            LiveMalformed,
		`{"v":1,"type":"act","action":"roll","seq":1,"ticks":-1}`: LiveMalformed,
		`{"v":1,"type":"act","seq":1}`:                            LiveMalformed,
		`{"v":1,"type":"dance"}`:                                  LiveMalformed,
		`{"v":2,"type":"abandon"}`:                                LiveVersionNo,
		`{"v":1,"type":"abandon","why":"bored"}`:                  LiveMalformed,
		`[1,2]`:                                                   LiveMalformed,
		`{"v":1,"type":"start","mode":"forest","category":"daily","player":"Ada","token":"` + testToken + `"}`:                     LiveMalformed,
		`{"v":1,"type":"start","mode":"forward","category":"daily","seed":"420Z-Y2GS","player":"Ada","token":"` + testToken + `"}`: LiveMalformed,
		`{"v":1,"type":"start","mode":"forward","category":"set","seed":"dragon","player":"Ada","token":"` + testToken + `"}`:      LiveMalformed,
		`{"v":1,"type":"start","mode":"forward","category":"practice","player":"Ada","token":"` + testToken + `"}`:                 LiveMalformed,
		`{"v":1,"type":"start","mode":"forward","category":"random","player":"A da","token":"` + testToken + `"}`:                  LiveName,
		`{"v":1,"type":"start","mode":"forward","category":"random","player":"Ada","token":"short"}`:                               LiveName,
		`{"v":1,"type":"resume","attempt":"x","resume":"` + testToken + `"}`:                                                       LiveMalformed,
		`{"v":1,"type":"act","action":"` + strings.Repeat("x", MaxLiveMessage) + `","seq":1}`:                                      LiveTooBig,
	}
	checkDecode(t, DecodeLiveRequest, good, bad)
}

// TestLiveReplyRoundTrip sends the states of bot runs through JSON and
// back: the view and the filtered events a client reads are the ones the
// server wrote (so every event word and cause text reads back).
func TestLiveReplyRoundTrip(t *testing.T) {
	d := rulestest.Load(t, forward.DefaultData)
	for _, seed := range forward.RunSeeds(dice.HashText("live wire"), 5) {
		s, ev := forward.New(d, seed)
		bot := forward.Greedy{}
		for !s.Phase.Over() {
			v := forward.ViewFor(s, 0)
			out := LiveReply{V: LiveVersion, Type: LiveState, Seq: s.Steps, View: &v, Events: forward.EventsFor(0, ev)}
			b, err := json.Marshal(out)
			if err != nil {
				t.Fatal(err)
			}
			var in LiveReply
			if err := json.Unmarshal(b, &in); err != nil {
				t.Fatalf("%s step %d: %v\n%s", seed, s.Steps, err, b)
			}
			if len(out.Events) == 0 {
				out.Events = nil
			}
			if !reflect.DeepEqual(in, out) {
				t.Fatalf("%s step %d: the reply read back differs\n%+v\n%+v", seed, s.Steps, in, out)
			}
			if ev, err = forward.Apply(s, bot.Choose(s, forward.Legal(s))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// FuzzLiveMessage throws any bytes at the decoder: it never panics, a
// refusal is a *LiveError with a code, and a message it takes encodes
// and reads back the same.
func FuzzLiveMessage(f *testing.F) {
	f.Add([]byte(`{"v":1,"type":"start","mode":"forward","category":"set","seed":"420Z-Y2GS","player":"Ada","token":"` + testToken + `"}`))
	f.Add([]byte(`{"v":1,"type":"act","action":"use Moonleaf Brandy","seq":12,"ticks":3000}`))
	f.Add([]byte(`{"v":1,"type":"resume","attempt":"` + testAttempt + `","resume":"` + testToken + `"}`))
	f.Add([]byte(`{"v":1,"type":"act","action":"flip 5","seq":1e999}`))
	f.Add([]byte(`{"v":1,"type":"abandon"}`))
	f.Add([]byte(`{"v":1,"type":"abandon","attempt":"x","seq":-3}`))
	f.Add([]byte("\x00\xff{"))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := DecodeLiveRequest(b)
		if err != nil {
			if le, ok := errors.AsType[*LiveError](err); !ok || le.Code == "" || le.Msg == "" {
				t.Fatalf("refusal %v is not a LiveError with a code", err)
			}
			return
		}
		again, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		m2, err := DecodeLiveRequest(again)
		if err != nil || m2 != m {
			t.Fatalf("%s read back as %+v (%v), not %+v", again, m2, err, m)
		}
	})
}
