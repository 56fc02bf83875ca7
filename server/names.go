package server

import (
	"fmt"
	"net/http"
	"sync"
	"time"
)

// NameLimit bounds the new names one client address (IPv6 by /64) may
// claim: Count in any Window. Names are free, so without it one address
// could flood a board with a line under ten names (issue 37, finding 5).
type NameLimit struct {
	Count  int           // new names per Window; negative: no limit
	Window time.Duration // how far back claims count
}

// DefaultNameLimit lets a household or a LAN party name its players
// (five an hour from one address) and a flood nothing to speak of.
var DefaultNameLimit = NameLimit{Count: 5, Window: time.Hour}

// NameGate remembers, per address, when it claimed its recent names: at
// most max addresses, the one whose last claim is oldest forgotten first.
// It lives in the process, as the rate limits do; one gate serves the API
// and the live hub (live.NameGate), so a name is a name however claimed.
type NameGate struct {
	lim NameLimit
	max int
	m   map[string][]time.Time
	mu  sync.Mutex
}

// NewNameGate is a gate of lim (DefaultNameLimit when zero) remembering
// at most tracked addresses.
func NewNameGate(lim NameLimit, tracked int) *NameGate {
	if lim == (NameLimit{}) {
		lim = DefaultNameLimit
	}
	return &NameGate{lim: lim, max: max(tracked, 1), m: map[string][]time.Time{}}
}

// Key is who r comes from, as the rate limits say (IPv6 by /64).
func (c *NameGate) Key(r *http.Request) string { return clientKey(r) }

// Wait is how long until addr may claim another new name: 0 when it may.
func (c *NameGate) Wait(addr string, now time.Time) time.Duration {
	if c.lim.Count < 0 {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.prune(addr, now)
	if len(ts) < c.lim.Count {
		return 0
	}
	return max(ts[len(ts)-c.lim.Count].Add(c.lim.Window).Sub(now), time.Second)
}

// Claimed notes that addr claimed a new name at now.
func (c *NameGate) Claimed(addr string, now time.Time) {
	if c.lim.Count < 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.prune(addr, now)
	if len(ts) == 0 && len(c.m) >= c.max {
		c.evict()
	}
	c.m[addr] = append(ts, now)
}

// prune drops addr's claims older than the window; c.mu is held.
func (c *NameGate) prune(addr string, now time.Time) []time.Time {
	ts := c.m[addr]
	i := 0
	for i < len(ts) && now.Sub(ts[i]) >= c.lim.Window {
		i++
	}
	if i == len(ts) {
		delete(c.m, addr)
		return nil
	}
	ts = ts[i:]
	c.m[addr] = ts
	return ts
}

// evict forgets the address whose last claim is oldest; c.mu is held.
func (c *NameGate) evict() {
	var oldest string
	var at time.Time
	for a, ts := range c.m {
		if t := ts[len(ts)-1]; oldest == "" || t.Before(at) {
			oldest, at = a, t
		}
	}
	delete(c.m, oldest)
}

// tooManyNames answers 429 for an address that has claimed its new names,
// saying why and until when.
func (s *Server) tooManyNames(w http.ResponseWriter, wait time.Duration) {
	secs := int((wait + time.Second - 1) / time.Second)
	w.Header().Set("Retry-After", fmt.Sprint(secs))
	writeError(w, http.StatusTooManyRequests, s.names.Refusal(wait), 0)
}

// Refusal is the words that refuse a new name to an address that has
// claimed its share, wait before it may claim another.
func (c *NameGate) Refusal(wait time.Duration) string {
	secs := int((wait + time.Second - 1) / time.Second)
	return fmt.Sprintf("too many new names from your address: at most %d in %s (a name is claimed by its first run or live start); play under a name you have, or try again in %d s",
		c.lim.Count, c.lim.Window, secs)
}
