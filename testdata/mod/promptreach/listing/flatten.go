// Package listing flattens listed prompts into LLM tool definitions of
// several SDKs, next to tools/list conversions and a prompt menu shown to
// the model as context, which are fine.
package listing

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/openai/openai-go/v3"
	goopenai "github.com/sashabaranov/go-openai"
)

func AnthropicTools(ctx context.Context, cs *mcp.ClientSession) ([]anthropic.ToolUnionParam, error) {
	var out []anthropic.ToolUnionParam
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, t := range tools.Tools {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{Name: t.Name, Description: anthropic.String(t.Description)}})
	}
	prompts, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	for _, p := range prompts.Prompts {
		out = append(out, anthropic.ToolUnionParam{OfTool: &anthropic.ToolParam{
			Name:        "prompt__" + p.Name, // want `anthropic.ToolParam.Name is derived from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts`
			Description: anthropic.String(p.Description),
		}})
	}
	return out, nil
}

func OpenAITools(ctx context.Context, mc client.MCPClient) ([]openai.ChatCompletionToolUnionParam, error) {
	res, err := mc.ListPrompts(ctx, mcpgo.ListPromptsRequest{})
	if err != nil {
		return nil, err
	}
	var out []openai.ChatCompletionToolUnionParam
	for _, p := range res.Prompts {
		out = append(out, openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{Name: p.Name, Description: openai.String(p.Description)})) // want `shared.FunctionDefinitionParam.Name is derived from a listed prompt`
	}
	return out, nil
}

// GoOpenAITools makes tools of the prompts it is given: whether those are
// listed prompts is its callers' to say (ListedGoOpenAITools, below; a
// caller in another package is judged by the function's fact).
func GoOpenAITools(prompts []*mcp.Prompt) []goopenai.Tool {
	var out []goopenai.Tool
	for _, p := range prompts {
		desc := p.Description
		if desc == "" {
			desc = p.Title
		}
		out = append(out, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{Name: toolName(p.Name), Description: desc}}) // want `openai.FunctionDefinition.Name is derived from a listed prompt \(\(\*mcp.ClientSession\).ListPrompts`
	}
	return out
}

func toolName(s string) string { return "prompt_" + s }

// ListedGoOpenAITools lists the prompts and makes tools of them.
func ListedGoOpenAITools(ctx context.Context, cs *mcp.ClientSession) ([]goopenai.Tool, error) {
	res, err := cs.ListPrompts(ctx, nil)
	if err != nil {
		return nil, err
	}
	return GoOpenAITools(res.Prompts), nil
}

// SystemText shows the prompt menu to the model as context: no tool.
func SystemText(ctx context.Context, cs *mcp.ClientSession) string {
	text := "Prompts the user can pick:"
	for p, err := range cs.Prompts(ctx, nil) {
		if err != nil {
			break
		}
		text += " " + p.Name
	}
	return text
}
