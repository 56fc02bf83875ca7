package sockets

import (
	"context"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/wire"

	"github.com/coder/websocket"
)

// TestBounds: zero and negative bounds take the defaults, given ones stay.
func TestBounds(t *testing.T) {
	idle, write, store := time.Duration(0), -time.Second, 5*time.Second
	Bounds(&idle, &write, &store)
	if idle != DefaultIdle || write != DefaultWriteTimeout || store != 5*time.Second {
		t.Errorf("bounds %v %v %v", idle, write, store)
	}
}

// TestRandomKey: n random bytes, base64url, never the same twice; SameHash
// tells equal from unequal.
func TestRandomKey(t *testing.T) {
	a, err1 := RandomKey(32)
	b, err2 := RandomKey(32)
	if err1 != nil || err2 != nil || a == b {
		t.Fatalf("%q %q %v %v", a, b, err1, err2)
	}
	if raw, err := base64.RawURLEncoding.DecodeString(a); err != nil || len(raw) != 32 {
		t.Errorf("%q decodes to %d bytes, %v", a, len(raw), err)
	}
	if !SameHash(a, a) || SameHash(a, b) {
		t.Error("SameHash")
	}
}

// TestReadBoundsAMessage: a socket Accept upgraded reads a text message as
// sent, a binary one as text no JSON decoder takes, and one over the limit
// as limit+1 bytes at most, so the protocol's decoder refuses it as too
// big; Write sends each back.
func TestReadBoundsAMessage(t *testing.T) {
	const limit = 16
	got := make(chan string, 4)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws := Accept(w, r, limit)
		if ws == nil {
			return
		}
		defer ws.CloseNow()
		for {
			b, err := Read(r.Context(), ws, time.Minute, limit)
			if err != nil {
				close(got)
				return
			}
			got <- string(b)
			if err := Write(r.Context(), ws, time.Minute, b); err != nil {
				return
			}
		}
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	for _, m := range []struct {
		typ  websocket.MessageType
		send string
		want string
	}{
		{websocket.MessageText, `{"v":1}`, `{"v":1}`},
		{websocket.MessageBinary, `{"v":1}`, "binary message"},
		{websocket.MessageText, strings.Repeat("x", limit+1), strings.Repeat("x", limit+1)},
	} {
		if err := ws.Write(ctx, m.typ, []byte(m.send)); err != nil {
			t.Fatal(err)
		}
		if s := <-got; s != m.want {
			t.Errorf("sent %q (%v), read %q, want %q", m.send, m.typ, s, m.want)
		}
		if _, echo, err := ws.Read(ctx); err != nil || string(echo) != m.want {
			t.Errorf("echo %q, %v", echo, err)
		}
	}
	// Longer still, only limit+1 bytes are read: enough for the decoder to
	// refuse it as too big, the rest never buffered.
	if err := ws.Write(ctx, websocket.MessageText, []byte(strings.Repeat("x", 4*limit))); err != nil {
		t.Fatal(err)
	}
	if s := <-got; s != strings.Repeat("x", limit+1) {
		t.Errorf("a message of %d bytes was read as %q", 4*limit, s)
	}
}

// TestMessagesDecodesRefusesAndStops: Messages hands a message its decoder
// takes to handle and a refused one to refused, goes on while both answer
// true, and ends at the first false.
func TestMessagesDecodesRefusesAndStops(t *testing.T) {
	decode := func(b []byte) (string, error) {
		if strings.HasPrefix(string(b), "bad") {
			return "", &wire.RequestError{Code: "malformed", Msg: string(b)}
		}
		return string(b), nil
	}
	for _, c := range []struct {
		send []string
		want string
	}{
		{[]string{"a", "bad", "b", "stop", "never"}, "a|refused bad|b|stop"},
		{[]string{"a", "bad, fatal", "never"}, "a|refused bad, fatal"},
	} {
		got := make(chan string, len(c.send))
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			ws := Accept(w, r, 64)
			if ws == nil {
				return
			}
			defer ws.CloseNow()
			defer close(got)
			refused := func(e *wire.RequestError) bool {
				got <- "refused " + e.Msg
				return e.Msg != "bad, fatal"
			}
			handle := func(m string) bool {
				got <- m
				return m != "stop"
			}
			Messages(r.Context(), ws, time.Minute, 64, decode, refused, handle)
		}))
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http"), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range c.send {
			_ = ws.Write(ctx, websocket.MessageText, []byte(m)) // the server may have stopped reading
		}
		var seen []string
		for m := range got {
			seen = append(seen, m)
		}
		ws.CloseNow()
		cancel()
		srv.Close()
		if s := strings.Join(seen, "|"); s != c.want {
			t.Errorf("sent %q: handled %q, want %q", c.send, s, c.want)
		}
	}
}
