// Package golangci registers mcpvet's analyzers as golangci-lint v2 module
// plugins, one linter per analyzer: promptreach, hostannot and dualreg.
//
// Build a golangci-lint with them by importing this package, as
// `golangci-lint custom` does from a .custom-gcl.yml:
//
//	version: v2.15.0
//	plugins:
//	  - module: github.com/mcpvet/mcpvet
//	    import: github.com/mcpvet/mcpvet/plugin/golangci
//	    version: <a version or pseudo-version of mcpvet>
//
// then enable the linters in .golangci.yml:
//
//	version: "2"
//	linters:
//	  default: none
//	  enable: [promptreach, hostannot, dualreg]
//	  settings:
//	    custom:
//	      promptreach:
//	        type: module
//	        description: model tool calls that can fetch MCP prompts
//	        settings:
//	          dispatch: [example.com/llm.Client.Dispatch]
//	      hostannot:
//	        type: module
//	        description: annotation hints a host sets on tools built from prompts
//	      dualreg:
//	        type: module
//	        description: a capability registered both as a tool and as a prompt
//	issues:
//	  uniq-by-line: false # promptreach and hostannot often report one line
//
// Each linter is one analyzer, so //nolint:promptreach (or hostannot,
// dualreg) suppresses its findings, and the linters can be enabled one by
// one. promptreach and hostannot share the prerequisite analyzer mcpflow,
// and it and dualreg the SSA form of the package (mcpssa): golangci-lint
// runs the analyzers of all enabled module plugins in one analysis graph
// keyed by analyzer and package, so each prerequisite runs once per package
// and serves them all.
//
// golangci-lint turns each Related entry of a finding (a hop of
// promptreach's chain, the prompts/list source, the other registration of
// dualreg) into an issue of its own, "<linter>(related information): ...",
// placed on the finding's line when the entry is in another file. A
// //nolint:<linter> comment on the finding's line does not reach the
// entries on other lines; one on the enclosing declaration does, and so
// does //mcpvet:ignore <analyzer> <reason>, which the analyzers apply
// before golangci-lint sees the finding.
//
// Only promptreach has settings: dispatch, the list of extra model
// dispatch entries ("pkgpath.Func" or "pkgpath.Type.Method"), as the
// -promptreach.dispatch flag of the mcpvet command; strict (true turns on
// strict mode, -promptreach.strict) and userselect (user-selection
// functions, -promptreach.userselect). The other linters take none, and
// reject any.
package golangci

import (
	"fmt"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpvet/mcpvet/analyzers/dualreg"
	"github.com/mcpvet/mcpvet/analyzers/elicitaction"
	"github.com/mcpvet/mcpvet/analyzers/elicitcap"
	"github.com/mcpvet/mcpvet/analyzers/elicitconfirm"
	"github.com/mcpvet/mcpvet/analyzers/elicitmulti"
	"github.com/mcpvet/mcpvet/analyzers/hostannot"
	"github.com/mcpvet/mcpvet/analyzers/promptname"
	"github.com/mcpvet/mcpvet/analyzers/promptreach"
)

func init() {
	register.Plugin("promptreach", newPromptreach)
	register.Plugin("hostannot", noSettings(hostannot.Analyzer))
	register.Plugin("dualreg", noSettings(dualreg.Analyzer))
	register.Plugin("elicitmulti", noSettings(elicitmulti.Analyzer))
	register.Plugin("elicitcap", noSettings(elicitcap.Analyzer))
	register.Plugin("elicitaction", noSettings(elicitaction.Analyzer))
	register.Plugin("elicitconfirm", noSettings(elicitconfirm.Analyzer))
	register.Plugin("promptname", noSettings(promptname.Analyzer))
}

// PromptreachSettings are the settings of the promptreach linter
// (linters.settings.custom.promptreach.settings).
type PromptreachSettings struct {
	// Dispatch lists extra dispatch entries, functions that act on a
	// model's tool call: "pkgpath.Func" or "pkgpath.Type.Method" (the
	// -promptreach.dispatch flag of the mcpvet command).
	Dispatch []string `json:"dispatch"`
	// Strict turns on strict mode: every path to prompts/get must start
	// at a user selection (the -promptreach.strict flag).
	Strict bool `json:"strict"`
	// UserSelect lists user-selection functions for strict mode besides
	// those marked //mcpvet:userselect (the -promptreach.userselect flag).
	UserSelect []string `json:"userselect"`
}

// Validate reports what is wrong with the settings.
func (s PromptreachSettings) Validate() error {
	for _, d := range s.Dispatch {
		if err := promptreach.CheckDispatch(d); err != nil {
			return err
		}
	}
	return nil
}

// plugin is one linter: one mcpvet analyzer.
type plugin struct {
	analyzer *analysis.Analyzer
}

// BuildAnalyzers returns the linter's analyzer. Its prerequisites (mcpflow,
// mcpssa, mcpscope) are run by golangci-lint through Requires.
func (p plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{p.analyzer}, nil
}

// GetLoadMode asks for type information: the analyzers build SSA from
// syntax and types, and export facts.
func (plugin) GetLoadMode() string { return register.LoadModeTypesInfo }

func newPromptreach(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[PromptreachSettings](conf)
	if err != nil {
		return nil, fmt.Errorf("promptreach settings (known: dispatch, strict, userselect): %w", err)
	}
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("promptreach settings: %w", err)
	}
	for flag, value := range map[string]string{
		"dispatch":   strings.Join(s.Dispatch, ","),
		"userselect": strings.Join(s.UserSelect, ","),
		"strict":     fmt.Sprint(s.Strict),
	} {
		if value == "" || value == "false" {
			continue
		}
		if err := promptreach.Analyzer.Flags.Set(flag, value); err != nil {
			return nil, fmt.Errorf("promptreach settings: %s: %w", flag, err)
		}
	}
	return plugin{promptreach.Analyzer}, nil
}

// noSettings makes the plugin of an analyzer that has no settings; any
// setting is an error.
func noSettings(a *analysis.Analyzer) register.NewPlugin {
	return func(conf any) (register.LinterPlugin, error) {
		if _, err := register.DecodeSettings[struct{}](conf); err != nil {
			return nil, fmt.Errorf("%s has no settings: %w", a.Name, err)
		}
		return plugin{a}, nil
	}
}
