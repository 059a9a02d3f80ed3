package output

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
)

// BaselineVersion is the version of the baseline file format.
const BaselineVersion = 1

// Baseline is the content of a -baseline / -write-baseline file: the
// findings a team has accepted for now. Entries are matched by
// fingerprint, not by line, so edits elsewhere in a file do not bring them
// back; each entry accounts for one occurrence.
type Baseline struct {
	Version  int             `json:"version"`
	Tool     string          `json:"tool"`
	Findings []BaselineEntry `json:"findings"`
}

// BaselineEntry is one accepted finding. File and Message are there for
// the people reviewing the file; only Fingerprint is matched.
type BaselineEntry struct {
	Analyzer    string `json:"analyzer"`
	File        string `json:"file"`
	Message     string `json:"message"`
	Fingerprint string `json:"fingerprint"`
}

// NewBaseline records findings (their fingerprints must be set).
func NewBaseline(fs []Finding, paths Paths) *Baseline {
	b := &Baseline{Version: BaselineVersion, Tool: "mcpvet", Findings: []BaselineEntry{}}
	for _, f := range fs {
		file, _ := paths.RootRel(f.Pos.File)
		b.Findings = append(b.Findings, BaselineEntry{
			Analyzer:    f.Analyzer,
			File:        file,
			Message:     NormalizeMessage(f.Message),
			Fingerprint: f.Fingerprint,
		})
	}
	slices.SortStableFunc(b.Findings, func(x, y BaselineEntry) int {
		return cmp.Or(strings.Compare(x.File, y.File), strings.Compare(x.Analyzer, y.Analyzer),
			strings.Compare(x.Message, y.Message), strings.Compare(x.Fingerprint, y.Fingerprint))
	})
	return b
}

// Marshal renders the baseline as indented JSON.
func (b *Baseline) Marshal() []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(b); err != nil {
		panic(err) // plain strings and ints cannot fail to encode
	}
	return buf.Bytes()
}

// ReadBaseline reads a baseline file.
func ReadBaseline(file string) (*Baseline, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var b Baseline
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("%s: not an mcpvet baseline: %v", file, err)
	}
	if b.Version != BaselineVersion {
		return nil, fmt.Errorf("%s: baseline version %d, want %d (write it again with -write-baseline)", file, b.Version, BaselineVersion)
	}
	return &b, nil
}

// Split separates the findings the baseline does not account for from
// those it does. An entry accounts for one finding with its fingerprint,
// so a second copy of an accepted line is new. fs must be sorted.
func (b *Baseline) Split(fs []Finding) (fresh, known []Finding) {
	left := make(map[string]int)
	for _, e := range b.Findings {
		left[e.Fingerprint]++
	}
	for _, f := range fs {
		if left[f.Fingerprint] > 0 {
			left[f.Fingerprint]--
			known = append(known, f)
		} else {
			fresh = append(fresh, f)
		}
	}
	return fresh, known
}
