package sdk

import (
	"go/types"

	"github.com/mcpvet/mcpvet/internal/gotypes"
)

// The fields a prompt is listed with, and the field a prompts/get request
// names the prompt by, for the promptname analyzer: a listed prompt has an
// identifier (Name, what prompts/get takes back) and display strings
// (Title, Description) meant for people; sending a display string as the
// name fetches the wrong prompt, or none.

// promptFields are the roles of the fields of listed prompt types, by
// FieldKey ("path.Type.Field").
var promptFields = map[string]PromptField{}

// PromptField is the role of a field of a listed prompt type.
type PromptField int

// The roles of a listed prompt's fields.
const (
	_            PromptField = iota
	PromptName               // the identifier prompts/get takes
	PromptTitle              // the display title
	PromptDescr              // the display description
	PromptGetKey             // the name field of a prompts/get request
)

func init() {
	add := func(pkgs []string, typ string, fields map[string]PromptField) {
		for _, p := range pkgs {
			for f, role := range fields {
				promptFields[p+"."+typ+"."+f] = role
			}
		}
	}
	// go-sdk v1.2.0 to v1.8.0: Prompt has Name, Title and Description of
	// its own (no embedded BaseMetadata); GetPromptParams{Name}.
	add(goSDK, "Prompt", map[string]PromptField{"Name": PromptName, "Title": PromptTitle, "Description": PromptDescr})
	add(goSDK, "GetPromptParams", map[string]PromptField{"Name": PromptGetKey})
	// mcp-go v0.56.0 to v1.2.1: Prompt{Name, Title, Description};
	// GetPromptRequest.Params is a GetPromptParams{Name}.
	add(mark3MCP, "Prompt", map[string]PromptField{"Name": PromptName, "Title": PromptTitle, "Description": PromptDescr})
	add(mark3MCP, "GetPromptParams", map[string]PromptField{"Name": PromptGetKey})
	// mcp-golang v0.16.0: PromptSchema{Name string; Description *string};
	// the name is GetPrompt's argument 1 (see Funcs).
	add(mcpGolang, "PromptSchema", map[string]PromptField{"Name": PromptName, "Description": PromptDescr})
}

// PromptFieldOf returns the role of field i of the struct type t (or of
// the struct t points to) when t is a listed prompt type or a prompts/get
// request's parameters, and 0 otherwise. Generic instances and aliases are
// reduced to their origin.
func PromptFieldOf(t types.Type, i int) PromptField {
	return promptFields[FieldKey(t, i)]
}

// PromptTypeName renders the named type of a listed prompt field for
// messages, "mcp.Prompt", from t (the struct or a pointer to it).
func PromptTypeName(t types.Type) string {
	if n, ok := types.Unalias(gotypes.Deref(t)).(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Name() + "." + n.Obj().Name()
	}
	return types.TypeString(t, nil)
}
