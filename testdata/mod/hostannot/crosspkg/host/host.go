// Package host lists prompts and converts them with the helper package.
package host

import (
	"context"

	"example.com/t/hostannot/crosspkg/annot"
	"example.com/t/hostannot/crosspkg/helper"
	"example.com/t/hostannot/crosspkg/mid"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Tools(ctx context.Context, cs *mcp.ClientSession) ([]helper.ModelTool, error) {
	out := []helper.ModelTool{helper.Builtin()}
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, p := range res.Prompts {
		out = append(out, helper.PromptToTool(p.Name, p.Description)) // want `ReadOnlyHint=true, in helper.PromptToTool at helper.go:15, on a tool built from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts at host.go:15\)`
		mt := helper.ModelTool{Name: p.Name}
		helper.MarkReadOnly(&mt) // want `ReadOnlyHint=true, in helper.MarkReadOnly at helper.go:20, .*ListPrompts at host.go:15`
		out = append(out, mt)
		out = append(out, helper.Convert(p.Name, true)) // want `ReadOnlyHint=true, in helper.Convert at helper.go:26, .*ListPrompts at host.go:15`
		out = append(out, helper.Convert(p.Name, false))
	}
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		out = append(out, helper.PromptToTool(t.Name, t.Description))
		ro := t.Annotations != nil && t.Annotations.ReadOnlyHint
		out = append(out, helper.Convert(t.Name, ro))
	}
	return out, nil
}

func More(ctx context.Context, cs *mcp.ClientSession) ([]*mcp.Tool, []helper.ModelTool) {
	out := []*mcp.Tool{mid.Clock(), annot.Named("clock")}
	var models []helper.ModelTool
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		models = append(models, mid.Wrap(p.Name))                                 // want `ReadOnlyHint=true, in helper.PromptToTool \(via mid.Wrap\) at helper.go:15, .*\(\*mcp.ClientSession\).Prompts at host.go:42`
		out = append(out, &mcp.Tool{Name: p.Name, Annotations: annot.ReadOnly()}) // want `ReadOnlyHint=true, in annot.ReadOnly at annot.go:9, .*Prompts at host.go:42`
		out = append(out, mid.Tool(p.Name))                                       // want `ReadOnlyHint=true, in annot.ReadOnly \(via mid.Tool\) at annot.go:9`
		out = append(out, annot.Named(p.Title))                                   // want `DestructiveHint=false, in annot.Named at annot.go:31`
		out = append(out, annot.FromPrompt(p))                                    // want `IdempotentHint=true, in annot.FromPrompt at annot.go:23, .*Prompts at host.go:42`
	}
	return out, models
}
