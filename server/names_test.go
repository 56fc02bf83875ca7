package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/online/client"
	"deepwood/server/live"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// movingClock is a server clock a test moves by hand.
type movingClock struct{ us atomic.Int64 }

func newMovingClock() *movingClock {
	c := &movingClock{}
	c.us.Store(time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC).UnixMicro())
	return c
}
func (c *movingClock) Now() time.Time      { return time.UnixMicro(c.us.Load()).UTC() }
func (c *movingClock) Add(d time.Duration) { c.us.Add(d.Microseconds()) }
func clientToken(t *testing.T) string      { tok, err := client.NewToken(); must(t, err); return tok }
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
func bodyHas(body string, words ...string) bool {
	for _, w := range words {
		if !strings.Contains(body, w) {
			return false
		}
	}
	return true
}

// TestNewNamesLimitedPerAddress (finding 5): one address claims at most
// the gate's count of new names in its window; the next new name is
// refused 429 saying why and when, while its names go on submitting, and
// once the window has passed it may claim again. Before, ten names from
// one address took ten ranks.
func TestNewNamesLimitedPerAddress(t *testing.T) {
	runs, _ := fixtures(t)
	for _, k := range storeKinds {
		t.Run(k.name, func(t *testing.T) {
			clk := newMovingClock()
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			hs, _ := serve(t, st, Options{Now: clk.Now, Names: NewNameGate(NameLimit{Count: 3, Window: time.Hour}, 100)})
			toks := map[string]string{}
			for i := range 3 {
				name := fmt.Sprint("Flood", i)
				toks[name] = clientToken(t)
				if status, _, body := post(t, hs.URL, name, toks[name], strings.NewReader(string(runs[i].Bytes()))); status != http.StatusCreated || !bodyHas(body, `"new_name": true`) {
					t.Fatalf("new name %d: %d %s", i, status, body)
				}
			}
			status, h, body := post(t, hs.URL, "Flood3", clientToken(t), strings.NewReader(string(runs[3].Bytes())))
			if status != http.StatusTooManyRequests || h.Get("Retry-After") == "" || !bodyHas(body, "too many new names", "at most 3 in 1h0m0s") {
				t.Fatalf("a fourth new name: %d %v %s", status, h, body)
			}
			if status, _, body := post(t, hs.URL, "Flood0", toks["Flood0"], strings.NewReader(string(runs[3].Bytes()))); status != http.StatusCreated || bodyHas(body, "new_name") {
				t.Fatalf("a name the address has: %d %s", status, body)
			}
			clk.Add(time.Hour)
			if status, _, body := post(t, hs.URL, "Flood3", clientToken(t), strings.NewReader(string(runs[4].Bytes()))); status != http.StatusCreated {
				t.Fatalf("a new name once the window has passed: %d %s", status, body)
			}
		})
	}
}

// TestLiveStartsCountAsNewNames: a live start claims a name under the
// same gate as a first run (serve shares one): an address that has
// claimed its names by runs is refused a new one by a live start, with
// the reason, and its own names still start.
func TestLiveStartsCountAsNewNames(t *testing.T) {
	runs, _ := fixtures(t)
	st := openSQLite(t)
	t.Cleanup(func() { st.Close() })
	gate := NewNameGate(NameLimit{Count: 1, Window: time.Hour}, 100)
	lv, err := boards.NewLive(st, boards.LiveOptions{})
	must(t, err)
	hub, err := live.New(live.Options{Store: lv, Names: lv, Keys: lv, NameGate: gate, Log: quiet(t)})
	must(t, err)
	t.Cleanup(func() { hub.Close() })
	hs, _ := serve(t, st, Options{Names: gate, Live: hub})
	tok := clientToken(t)
	if status, _, body := post(t, hs.URL, "Runner", tok, strings.NewReader(string(runs[0].Bytes()))); status != http.StatusCreated {
		t.Fatalf("the first name: %d %s", status, body)
	}
	start := func(name, token string) wire.LiveReply {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+wire.LivePath, nil)
		must(t, err)
		defer ws.CloseNow()
		ws.SetReadLimit(1 << 20)
		b, _ := json.Marshal(wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveStart, Mode: "forward", Category: wire.LiveRandom, Player: name, Token: token})
		must(t, ws.Write(ctx, websocket.MessageText, b))
		_, b, err = ws.Read(ctx)
		must(t, err)
		var r wire.LiveReply
		must(t, json.Unmarshal(b, &r))
		return r
	}
	if r := start("Second", clientToken(t)); r.Type != wire.LiveRefused || r.Code != wire.LiveName || !strings.Contains(r.Error, "too many new names") || r.RetryMs <= 0 {
		t.Fatalf("a second new name by a live start: %+v", r)
	}
	if r := start("Runner", tok); r.Type != wire.LiveState {
		t.Fatalf("the address's own name: %+v", r)
	}
}
