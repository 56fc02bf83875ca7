// Package outage is how the boards' handlers, the API's and the pages',
// answer a store's failure: the same way everywhere, from one
// classification (boards.Classify). A database that is down, slow,
// locked, read-only or full is an outage, which passes: 503 with
// Retry-After, so a client (the game's submit queue, a load balancer)
// tries again later. Anything else is a bug, which trying again will not
// mend: 500. And, since an outage fails every request, the log it leaves
// is kept to a line a second for each kind of failure, with a count
// (Limiter).
package outage

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"deepwood/boards"
)

// Answer is what a failed store call tells the client.
type Answer struct {
	Fault      boards.Fault
	Status     int    // 503 for an outage (or a request its client gave up), 500 for a bug
	RetryAfter int    // seconds, for Retry-After; 0 with a 500
	Message    string // the reason the client is told, with nothing of the database's address or data
}

// Of is the answer to a store's error.
func Of(err error) Answer {
	f := boards.Classify(err)
	if f == boards.Canceled {
		// Nobody is left to read it, but a status must be written.
		return Answer{Fault: f, Status: http.StatusServiceUnavailable, RetryAfter: 1, Message: f.String()}
	}
	if !f.Outage() {
		return Answer{Fault: f, Status: http.StatusInternalServerError, Message: "internal error"}
	}
	secs := max(1, int(f.RetryAfter()/time.Second))
	return Answer{Fault: f, Status: http.StatusServiceUnavailable, RetryAfter: secs,
		Message: fmt.Sprintf("%s; try again in %d s", f, secs)}
}

// SetHeader sets Retry-After when the answer has one.
func (a Answer) SetHeader(h http.Header) {
	if a.RetryAfter > 0 {
		h.Set("Retry-After", strconv.Itoa(a.RetryAfter))
	}
}

// Logged reports whether the failure is worth an error in the log: every
// one is but a request whose client went away.
func (a Answer) Logged() bool { return a.Fault != boards.Canceled }
