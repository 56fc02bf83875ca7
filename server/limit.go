package server

import (
	"container/list"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Rate is one limit: PerSecond requests a second on average, Burst at
// once. PerSecond 0 means no limit.
type Rate struct {
	PerSecond float64
	Burst     int
}

// Limits are the server's rate limits. They live in each process (the one
// state a server keeps besides its store), so N servers behind one address
// allow N times as much; set them per process accordingly.
type Limits struct {
	Read   Rate // every request, per client address
	Submit Rate // submissions, per client address and again per token
	// Tracked bounds how many clients each limiter remembers; the least
	// recently seen is forgotten first (and starts afresh if it returns).
	Tracked int
}

// DefaultLimits suit a server for a group of friends: a page load's worth
// of reads at once, and a handful of runs submitted together then one every
// two seconds.
var DefaultLimits = Limits{
	Read:    Rate{PerSecond: 20, Burst: 60},
	Submit:  Rate{PerSecond: 0.5, Burst: 10},
	Tracked: 10000,
}

// limiter keeps one token bucket per key, at most max of them, evicting the
// least recently used: an address or token that has not been seen for a
// while loses nothing by being forgotten, as its bucket has refilled.
type limiter struct {
	rate  Rate
	max   int
	mu    sync.Mutex
	lru   *list.List // of *bucket, most recent at the front
	byKey map[string]*list.Element
}

type bucket struct {
	key string
	lim *rate.Limiter
}

func newLimiter(r Rate, max int) *limiter {
	if max < 1 {
		max = 1
	}
	return &limiter{rate: r, max: max, lru: list.New(), byKey: map[string]*list.Element{}}
}

// allow takes one token from key's bucket; when there is none it returns
// how long until there will be.
func (l *limiter) allow(key string, now time.Time) (bool, time.Duration) {
	if l == nil || l.rate.PerSecond <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	var b *bucket
	if e, ok := l.byKey[key]; ok {
		l.lru.MoveToFront(e)
		b = e.Value.(*bucket)
	} else {
		for l.lru.Len() >= l.max {
			old := l.lru.Back()
			l.lru.Remove(old)
			delete(l.byKey, old.Value.(*bucket).key)
		}
		burst := max(l.rate.Burst, 1)
		b = &bucket{key: key, lim: rate.NewLimiter(rate.Limit(l.rate.PerSecond), burst)}
		l.byKey[key] = l.lru.PushFront(b)
	}
	res := b.lim.ReserveN(now, 1)
	if !res.OK() {
		return false, time.Second
	}
	if d := res.DelayFrom(now); d > 0 {
		res.CancelAt(now)
		return false, d
	}
	return true, 0
}

// blocked reports, taking nothing, whether key's bucket is empty now, and
// how long until it is not: a check made before a costly or sensitive
// step, whose failures alone allow() counts.
func (l *limiter) blocked(key string, now time.Time) (bool, time.Duration) {
	if l == nil || l.rate.PerSecond <= 0 {
		return false, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	e, ok := l.byKey[key]
	if !ok {
		return false, 0
	}
	tokens := e.Value.(*bucket).lim.TokensAt(now)
	if tokens >= 1 {
		return false, 0
	}
	return true, time.Duration((1 - tokens) / l.rate.PerSecond * float64(time.Second))
}

// size is how many keys the limiter remembers (for tests).
func (l *limiter) size() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lru.Len()
}

// tooMany answers 429 with Retry-After in whole seconds, rounded up.
func tooMany(w http.ResponseWriter, wait time.Duration, what string) {
	secs := int(math.Ceil(wait.Seconds()))
	if secs < 1 {
		secs = 1
	}
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	writeError(w, http.StatusTooManyRequests, "too many "+what+" from you; try again in "+strconv.Itoa(secs)+" s", 0)
}

// clientKey is who a request comes from, for the per-address limits: its
// IP address, an IPv6 one cut to its /64 (what one home or host gets, so
// hopping between its addresses does not reset the limit).
func clientKey(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap()
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}
