package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"go/token"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// entry is a dispatch entry mcpvet printed.
type entry struct {
	name string // (*ssa.Function).String()
	kind string
	pos  string // where it is declared, absolute file:line:col
}

// readEntries reads the "mcpflow entry" lines of mcpvet's debug output,
// one entry per function name (a package and its test variant print the
// same entries).
func readEntries(path string) (map[string]entry, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]entry{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		rest, ok := strings.CutPrefix(sc.Text(), "mcpflow entry\t")
		if !ok {
			continue
		}
		fields := strings.Split(rest, "\t")
		if len(fields) != 4 {
			return nil, fmt.Errorf("%s: malformed entry line %q", path, sc.Text())
		}
		out[fields[1]] = entry{name: fields[1], kind: fields[2], pos: fields[3]}
	}
	return out, sc.Err()
}

// position is a file, line and column.
type position struct {
	file      string
	line, col int
}

// finding is a promptreach dispatch finding: where it is reported and
// the positions of the hops of each of its paths (a finding names every
// prompts/get its call reaches, one path each); a path's sink is its last
// hop.
type finding struct {
	pos     position
	paths   [][]position
	message string
}

type jsonDiag struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
	Related []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// readFindings reads the promptreach dispatch findings of mcpvet's -json
// output (one JSON object per package, or one for all).
func readFindings(path string) ([]finding, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []finding
	dec := json.NewDecoder(f)
	for {
		var obj map[string]map[string]json.RawMessage
		if err := dec.Decode(&obj); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		for _, byAnalyzer := range obj {
			raw, ok := byAnalyzer["promptreach"]
			if !ok {
				continue
			}
			var diags []jsonDiag
			if json.Unmarshal(raw, &diags) != nil {
				continue // an analysis error: the corpus run reports it
			}
			for _, d := range diags {
				if !strings.Contains(d.Message, "reaches prompts/get") || strings.HasPrefix(d.Message, "strict:") || len(d.Related) == 0 {
					continue
				}
				fd := finding{pos: parsePosn(d.Posn), message: d.Message, paths: [][]position{nil}}
				for _, r := range d.Related {
					// "path 2, hop 1: ..." starts the finding's next path.
					if strings.HasPrefix(r.Message, "path ") && strings.Contains(r.Message, ", hop 1:") {
						fd.paths = append(fd.paths, nil)
					}
					last := len(fd.paths) - 1
					fd.paths[last] = append(fd.paths[last], parsePosn(r.Posn))
				}
				out = append(out, fd)
			}
		}
	}
	return out, nil
}

var posnRE = regexp.MustCompile(`^(.*):([0-9]+):([0-9]+)$`)

// parsePosn parses file:line:col.
func parsePosn(s string) position {
	m := posnRE.FindStringSubmatch(s)
	if m == nil {
		return position{file: s}
	}
	line, _ := strconv.Atoi(m[2])
	col, _ := strconv.Atoi(m[3])
	return position{file: m[1], line: line, col: col}
}

// triageRow is a row of the triage file.
type triageRow struct {
	entry, sink, verdict, reason string
	used                         bool
}

// verdicts are the values a triage row's verdict may take.
var verdicts = map[string]bool{"pruned": true, "miss": true, "true-reported-elsewhere": true}

// readTriage reads the rows of the triage file for repo, keyed by entry
// and sink.
func readTriage(path, repo string) (map[[2]string]*triageRow, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[[2]string]*triageRow{}
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "repo\t") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 || !verdicts[f[3]] || f[4] == "" {
			return nil, fmt.Errorf("%s:%d: want repo, entry, sink, verdict (pruned, miss, true-reported-elsewhere), reason", path, i+1)
		}
		if f[0] != repo {
			continue
		}
		k := [2]string{f[1], f[2]}
		if out[k] != nil {
			return nil, fmt.Errorf("%s:%d: a second row for %s %s", path, i+1, f[1], f[2])
		}
		out[k] = &triageRow{entry: f[1], sink: f[2], verdict: f[3], reason: f[4]}
	}
	return out, nil
}

// token returns p as a token.Position.
func (p position) token() token.Position {
	return token.Position{Filename: p.file, Line: p.line, Column: p.col}
}
