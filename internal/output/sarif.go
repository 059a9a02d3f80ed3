package output

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"
)

// SrcRoot is the uriBaseId of every repository-relative URI.
const SrcRoot = "%SRCROOT%"

// Rule describes one analyzer (or the driver's own check) in SARIF.
type Rule struct {
	ID   string
	Doc  string // the analyzer's Doc: a title line, a blank line, paragraphs
	URL  string
	Help string // how to act on a finding (appended to the Doc)
	// SecuritySeverity, if set, makes GitHub show the finding as a
	// security alert with this CVSS-like score ("0.0"-"10.0").
	SecuritySeverity string
	Tags             []string
	// Flow: the rule's evidence is a path (hops, or a source and the
	// place it reaches); it is given as a codeFlow too.
	Flow bool
}

// SARIFOptions control the SARIF log.
type SARIFOptions struct {
	Paths   Paths
	Sources *Sources
	Rules   []Rule
	// Version of the tool, if known.
	Version string
	// Errors are analysis errors: they make the run unsuccessful and are
	// listed as tool execution notifications. Warnings are listed too.
	Errors, Warnings []string
}

// WriteSARIF writes a SARIF 2.1.0 log with one run: one rule per
// analyzer, one result per finding. A result's message carries the chain
// and links ([text](id)) to its relatedLocations, every piece of evidence;
// a finding whose rule is a Flow also has a codeFlow (GitHub renders
// codeFlows as the path of an alert); partialFingerprints hold the
// fingerprint that also keys baselines. URIs are relative to the
// repository root (uriBaseId %SRCROOT%); columns count UTF-16 code units,
// SARIF's default.
func WriteSARIF(w io.Writer, fs []Finding, opt SARIFOptions) error {
	rep := sarif.NewReport()
	run := sarif.NewRunWithInformationURI("mcpvet", "https://github.com/mcpvet/mcpvet")
	if opt.Version != "" {
		run.Tool.Driver.WithVersion(opt.Version)
	}
	run.WithColumnKind("utf16CodeUnits")
	if opt.Paths.Root != "" {
		root := (&url.URL{Scheme: "file", Path: filepath.ToSlash(opt.Paths.Root) + "/"}).String()
		if !strings.HasPrefix(filepath.ToSlash(opt.Paths.Root), "/") { // a Windows drive
			root = (&url.URL{Scheme: "file", Path: "/" + filepath.ToSlash(opt.Paths.Root) + "/"}).String()
		}
		run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{
			SrcRoot: *sarif.NewSimpleArtifactLocation(root).WithDescription(sarif.NewTextMessage("the root of the repository (or module) mcpvet ran in")),
		})
	}
	rules := make(map[string]Rule)
	for _, r := range opt.Rules {
		rules[r.ID] = r
		title, rest, _ := strings.Cut(r.Doc, "\n\n")
		help := strings.TrimSpace(r.Doc)
		if r.Help != "" {
			help += "\n\n" + r.Help
		}
		props := sarif.NewPropertyBag().WithTags(append([]string(nil), r.Tags...))
		props.Add("precision", "high")
		if r.SecuritySeverity != "" {
			props.Add("security-severity", r.SecuritySeverity)
		}
		rule := run.AddRule(r.ID).
			WithName(r.ID).
			WithShortDescription(sarif.NewMultiformatMessageString().WithText(title)).
			WithHelp(sarif.NewMultiformatMessageString().WithText(help).WithMarkdown(markdownHelp(title, rest, r.Help))).
			WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel("warning")).
			WithProperties(props)
		if rest != "" {
			rule.WithFullDescription(sarif.NewMultiformatMessageString().WithText(unwrap(rest)))
		}
		if r.URL != "" {
			rule.WithHelpURI(r.URL)
		}
	}

	for _, f := range fs {
		if _, ok := rules[f.Analyzer]; !ok {
			return fmt.Errorf("internal error: SARIF: no rule for analyzer %s", f.Analyzer)
		}
		res := run.CreateResultForRule(f.Analyzer).
			WithLevel("warning").
			WithMessage(sarif.NewTextMessage(sarifMessage(f, opt.Paths))).
			AddLocation(location(f.Pos, f.End, opt))
		if f.Fingerprint != "" {
			res.WithPartialFingerprints(map[string]string{FingerprintKey: f.Fingerprint})
		}
		for i, r := range f.Related {
			res.AddRelatedLocation(location(r.Pos, r.End, opt).WithID(i + 1).WithMessage(sarif.NewTextMessage(r.Message)))
		}
		if rules[f.Analyzer].Flow && len(f.Related) > 0 {
			res.AddCodeFlow(codeFlow(f, opt))
		}
	}

	inv := sarif.NewInvocation().WithExecutionSuccessful(len(opt.Errors) == 0)
	for _, e := range opt.Errors {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			sarif.NewNotification().WithLevel("error").WithMessage(sarif.NewTextMessage(e)))
	}
	for _, e := range opt.Warnings {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications,
			sarif.NewNotification().WithLevel("warning").WithMessage(sarif.NewTextMessage(e)))
	}
	run.AddInvocation(inv)
	rep.AddRun(run)

	var buf bytes.Buffer
	if err := rep.PrettyWrite(&buf); err != nil {
		return err
	}
	buf.WriteByte('\n')
	_, err := w.Write(buf.Bytes())
	return err
}

// sarifMessage is the finding's message followed by links to its
// evidence: "[agent.go:28](1)" refers to relatedLocations id 1 (the full
// location and what happens there are in the related location).
func sarifMessage(f Finding, paths Paths) string {
	msg := escapeLinks(f.Message)
	if len(f.Related) == 0 {
		return msg
	}
	var links []string
	for i, r := range f.Related {
		text := "evidence"
		if r.Pos.IsValid() {
			text = fmt.Sprintf("%s:%d", filepath.Base(r.Pos.File), r.Pos.Line)
		}
		links = append(links, fmt.Sprintf("[%s](%d)", escapeLinks(text), i+1))
	}
	if hopPrefix.MatchString(f.Related[0].Message) {
		return msg + "\nPath: " + strings.Join(links, " → ")
	}
	return msg + "\nEvidence: " + strings.Join(links, ", ")
}

// escapeLinks escapes literal square brackets, which SARIF reserves for
// embedded links ("[text](1)") in message text.
func escapeLinks(s string) string {
	if !strings.ContainsAny(s, "[]") {
		return s
	}
	return strings.NewReplacer("[", `\[`, "]", `\]`).Replace(s)
}

func location(pos, end Position, opt SARIFOptions) *sarif.Location {
	if pos.File == "" {
		return sarif.NewLocation() // a position no file could be found for
	}
	phys := sarif.NewPhysicalLocation()
	if rel, ok := opt.Paths.RootRel(pos.File); ok {
		phys.WithArtifactLocation(sarif.NewSimpleArtifactLocation((&url.URL{Path: rel}).EscapedPath()).WithURIBaseID(SrcRoot))
	} else {
		p := filepath.ToSlash(pos.File)
		if !strings.HasPrefix(p, "/") {
			p = "/" + p
		}
		phys.WithArtifactLocation(sarif.NewSimpleArtifactLocation((&url.URL{Scheme: "file", Path: p}).String()))
	}
	if pos.Line > 0 {
		region := sarif.NewRegion().WithStartLine(pos.Line)
		if pos.Col > 0 {
			region.WithStartColumn(utf16Col(opt.Sources, pos))
		}
		if end.IsValid() && end.File == pos.File && (end.Line > pos.Line || end.Line == pos.Line && end.Col > pos.Col) {
			region.WithEndLine(end.Line)
			if end.Col > 0 {
				region.WithEndColumn(utf16Col(opt.Sources, end))
			}
		}
		phys.WithRegion(region)
	}
	return sarif.NewLocationWithPhysicalLocation(phys)
}

// utf16Col converts a 1-based byte column into a 1-based column in UTF-16
// code units, reading the line.
func utf16Col(src *Sources, p Position) int {
	if src == nil {
		return p.Col
	}
	line, ok := src.Line(p.File, p.Line)
	if !ok || p.Col-1 > len(line) {
		return p.Col
	}
	prefix := line[:p.Col-1]
	n := 0
	for len(prefix) > 0 {
		r, size := utf8.DecodeRuneInString(prefix)
		prefix = prefix[size:]
		n += len(utf16.Encode([]rune{r}))
	}
	return n + 1
}

// codeFlow gives a finding's evidence as one thread flow: the hops of a
// promptreach path in order, or a prompts/list source followed by the
// place it reaches (the finding).
func codeFlow(f Finding, opt SARIFOptions) *sarif.CodeFlow {
	tf := sarif.NewThreadFlow()
	atFinding := false
	step := func(pos, end Position, msg string, kind string) {
		loc := location(pos, end, opt).WithMessage(sarif.NewTextMessage(msg))
		tfl := sarif.NewThreadFlowLocation().WithLocation(loc).WithKinds([]string{kind}).WithExecutionOrder(len(tf.Locations) + 1)
		tf.AddLocation(tfl)
	}
	for _, r := range f.Related {
		kind := "call"
		if !hopPrefix.MatchString(r.Message) {
			kind = "taint"
		}
		if r.Pos.File == f.Pos.File && r.Pos.Line == f.Pos.Line {
			atFinding = true
		}
		step(r.Pos, r.End, r.Message, kind)
	}
	if !atFinding {
		step(f.Pos, f.End, "reported here", "value")
	}
	return sarif.NewCodeFlow().WithMessage(sarif.NewTextMessage(firstClause(f.Message))).AddThreadFlow(tf)
}

// firstClause is a message up to its first "; ".
func firstClause(msg string) string {
	s, _, _ := strings.Cut(msg, "; ")
	return s
}

// unwrap joins the lines of each paragraph of doc text.
func unwrap(s string) string {
	paras := strings.Split(strings.TrimSpace(s), "\n\n")
	for i, p := range paras {
		paras[i] = strings.Join(strings.Fields(p), " ")
	}
	return strings.Join(paras, "\n\n")
}

func markdownHelp(title, rest, help string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n\n", title)
	if rest != "" {
		b.WriteString(unwrap(rest))
		b.WriteString("\n\n")
	}
	if help != "" {
		b.WriteString(help)
		b.WriteString("\n")
	}
	return strings.TrimSpace(b.String())
}
