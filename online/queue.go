package online

import (
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"deepwood/storage"
)

// QueueFile keeps the runs waiting to be submitted, beside the settings.
const QueueFile = "submit-queue.json"

// maxQueued bounds the queue: a player offline for months still keeps
// every replay in the replays folder, but the queue stops growing.
const maxQueued = 200

// queued is one run waiting for its server: the replay itself is kept
// (not a file name), so pruning the replays folder cannot lose it.
type queued struct {
	Server string    `json:"server"`
	Name   string    `json:"name"`
	Replay string    `json:"replay"`
	Queued time.Time `json:"queued"`
	Tries  int       `json:"tries"`
}

// queue is the file of runs waiting, read and written whole under a lock
// (a submission and a retry may end at once).
type queue struct {
	store storage.Store
	mu    sync.Mutex
}

func (q *queue) load() ([]queued, error) {
	b, err := q.store.Read(QueueFile)
	if storage.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var f struct{ Runs []queued }
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s: %v", q.store.Where(QueueFile), err)
	}
	return f.Runs, nil
}

func (q *queue) save(runs []queued) error {
	b, err := json.MarshalIndent(struct {
		Runs []queued `json:"runs"`
	}{runs}, "", "  ")
	if err != nil {
		return err
	}
	return q.store.Write(QueueFile, append(b, '\n'))
}

// add puts a run at the end of the queue (once: the same replay twice is
// one entry).
func (q *queue) add(r queued) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	runs, err := q.load()
	if err != nil {
		return err
	}
	for _, x := range runs {
		if x.Replay == r.Replay && x.Server == r.Server {
			return nil
		}
	}
	if len(runs) >= maxQueued {
		return fmt.Errorf("%d runs already wait to be submitted; this one stays in the replays folder only", len(runs))
	}
	if r.Queued.IsZero() {
		r.Queued = time.Now().UTC()
	}
	return q.save(append(runs, r))
}

// update rewrites the entries f keeps (f returns false to drop one).
func (q *queue) update(f func(*queued) bool) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	runs, err := q.load()
	if err != nil {
		return err
	}
	kept := runs[:0]
	for i := range runs {
		if f(&runs[i]) {
			kept = append(kept, runs[i])
		}
	}
	return q.save(kept)
}

// len is how many runs wait; 0 when the file cannot be read.
func (q *queue) len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	runs, _ := q.load()
	return len(runs)
}
