package synth

import (
	"encoding/binary"
	"io"
	"math"
)

// WriteWAV writes interleaved float samples as a 16-bit PCM RIFF/WAVE file,
// the format every player and sox read, so sounds can be listened to and
// measured outside the game. Samples are clamped to [-1, 1] and rounded.
func WriteWAV(w io.Writer, channels int, samples []float32) error {
	data := len(samples) * 2
	var h [44]byte
	copy(h[0:], "RIFF")
	binary.LittleEndian.PutUint32(h[4:], uint32(36+data))
	copy(h[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(h[16:], 16)
	binary.LittleEndian.PutUint16(h[20:], 1) // PCM
	binary.LittleEndian.PutUint16(h[22:], uint16(channels))
	binary.LittleEndian.PutUint32(h[24:], SampleRate)
	binary.LittleEndian.PutUint32(h[28:], uint32(SampleRate*channels*2))
	binary.LittleEndian.PutUint16(h[32:], uint16(channels*2))
	binary.LittleEndian.PutUint16(h[34:], 16)
	copy(h[36:], "data")
	binary.LittleEndian.PutUint32(h[40:], uint32(data))
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	buf := make([]byte, 0, 8192)
	for _, v := range samples {
		s := int16(math.Round(Clamp(float64(v), -1, 1) * 32767))
		buf = binary.LittleEndian.AppendUint16(buf, uint16(s))
		if len(buf) == cap(buf) {
			if _, err := w.Write(buf); err != nil {
				return err
			}
			buf = buf[:0]
		}
	}
	_, err := w.Write(buf)
	return err
}
