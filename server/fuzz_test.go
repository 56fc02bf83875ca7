package server

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzSubmit throws any body, name and token at the submission handler:
// it must answer (never panic, never a 500) and store only what verifies.
// The corpus starts from genuine replays, so mutations reach deep into
// verification.
func FuzzSubmit(f *testing.F) {
	wins, loss := fixtures(f)
	f.Add(wins[0].Bytes(), "ada", "")
	f.Add(loss.Bytes(), "Bob_1", "")
	f.Add([]byte(strings.Replace(string(wins[1].Bytes()), "category set", "category daily\ndate 2026-11-24", 1)), "c-d", "")
	f.Add([]byte("deepwood-replay 1\nmode forward\n"), "x", "Bearer abc")
	f.Add([]byte{}, "", "Basic Zm9vOmJhcg==")
	st := newFakeStore()
	srv := New(st, Options{Limits: unlimited, Log: discardLog()})
	f.Fuzz(func(t *testing.T, body []byte, name, auth string) {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/runs", bytes.NewReader(body))
		req.Header.Set("X-Deepwood-Player", name)
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		before := st.adds
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, req)
		switch code := w.Code; {
		case code == http.StatusCreated:
			if st.adds != before+1 {
				t.Fatalf("201 but %d runs stored", st.adds-before)
			}
		case code >= 500:
			t.Fatalf("%d: %s", code, w.Body)
		case st.adds != before:
			t.Fatalf("%d, yet a run was stored: %s", code, w.Body)
		}
	})
}
