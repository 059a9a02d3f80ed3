package output

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// TextOptions control the text format.
type TextOptions struct {
	Paths   Paths
	Sources *Sources
	// Context, if non-negative, prints the finding's source line and
	// this many lines around it.
	Context int
}

// MaxEvidence is the most evidence lines printed for one finding; longer
// chains show their first and last hops, so a finding fits on a screen.
const MaxEvidence = 16

// hopPrefix matches the "hop N: " that starts a promptreach hop message.
var hopPrefix = regexp.MustCompile(`^hop (\d+): `)

// WriteText prints findings, one block each:
//
//	agent/agent.go:28:22: promptreach: model tool-call handler ... reaches prompts/get: ...
//	    1. agent/agent.go:28 (*agent.Agent).Handle calls (*reg.Registry).Call
//	    2. reg/reg.go:21 (*reg.Registry).Call calls (*prompttool.Tool).Run
//
// The first line is file:line:col: analyzer: message (the message carries
// the compact chain; file:line where a //line directive left the column
// unknown, as go vet prints it); each following line is one piece of evidence,
// numbered, with its file:line. No colour, no wrapping.
func WriteText(w io.Writer, fs []Finding, opt TextOptions) error {
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "%s: %s: %s\n", f.Pos.Display(opt.Paths), f.Analyzer, f.Message)
		if opt.Context >= 0 && opt.Sources != nil {
			end := f.Pos.Line
			if f.End.IsValid() && f.End.File == f.Pos.File && f.End.Line > end {
				end = f.End.Line
			}
			for n := f.Pos.Line - opt.Context; n <= end+opt.Context; n++ {
				if line, ok := opt.Sources.Line(f.Pos.File, n); ok {
					fmt.Fprintf(&b, "    %5d | %s\n", n, line)
				}
			}
		}
		rel := f.Related
		skipFrom, skipTo := len(rel), len(rel) // [skipFrom, skipTo) are elided
		if len(rel) > MaxEvidence {
			skipFrom, skipTo = MaxEvidence/2, len(rel)-(MaxEvidence/2-1)
		}
		for i, r := range rel {
			if i == skipFrom {
				fmt.Fprintf(&b, "    ... %d more ...\n", skipTo-skipFrom)
			}
			if i >= skipFrom && i < skipTo {
				continue
			}
			msg := r.Message
			// The numbering replaces a hop's own "hop N: ".
			if m := hopPrefix.FindStringSubmatch(msg); m != nil && m[1] == strconv.Itoa(i+1) {
				msg = msg[len(m[0]):]
			}
			where := "-"
			if r.Pos.IsValid() {
				where = fmt.Sprintf("%s:%d", opt.Paths.Display(r.Pos.File), r.Pos.Line)
			}
			fmt.Fprintf(&b, "    %d. %s %s\n", i+1, where, msg)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Display renders p as file:line:col, or file:line if the column is
// unknown (0: a //line directive without one), as token.Position does,
// the file relative to the working directory (Paths.Display).
func (p Position) Display(paths Paths) string {
	if p.Col == 0 {
		return fmt.Sprintf("%s:%d", paths.Display(p.File), p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", paths.Display(p.File), p.Line, p.Col)
}
