package flow

import (
	"encoding/json"
	"testing"
)

// FuzzPromptGetJSON checks the recognition of a hand-rolled JSON-RPC
// prompts/get given as text (isPromptGetJSON, for string and []byte
// constants) on any text: it does not panic, and every text that is a
// JSON-RPC request whose method is prompts/get, or a batch holding one, as
// a JSON-RPC peer decodes it, is recognised. (Text that is no JSON, such as
// a format string with %d for the id, is recognised by its
// "method": "prompts/get" member; that is not checked.)
func FuzzPromptGetJSON(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"review"}}`,
		`{"jsonrpc": "2.0", "id": 7, "method" : "prompts/get", "params": {"name": "x", "arguments": {}}}`,
		"{\n\t\"jsonrpc\": \"2.0\",\n\t\"method\":\n\t\t\"prompts/get\"\n}",
		`[{"jsonrpc":"2.0","id":1,"method":"prompts/list"},{"jsonrpc":"2.0","id":2,"method":"prompts/get","params":{"name":"a"}}]`,
		`{"jsonrpc":"2.0","id":%d,"method":"prompts/get","params":{"name":%q}}`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts/list"}`,
		`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"prompts/get"}}`,
		`{"jsonrpc":"2.0","id":1,"result":{"method":"prompts/get"}}`,
		`{"method":"prompts/getx"}`,
		`{"jsonrpc":"2.0","id":1,"method":"prompts\/get"}`,
		`{"jsonrpc":"2.0","id":1,"\u006dethod":"prompts\u002Fget"}`,
		`{"Method":"prompts/get"}`,
		`"method":"prompts/get"`,
		`prompts/get`,
		``,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := isPromptGetJSON(s)
		if !got && isRequest(s) {
			t.Fatalf("isPromptGetJSON(%q) = false for a prompts/get request", s)
		}
	})
}

// isRequest reports whether s is, as a JSON-RPC peer decodes it, a request
// (an object with the member "method") whose method is prompts/get, or a
// batch of requests holding one.
func isRequest(s string) bool {
	isGet := func(raw json.RawMessage) bool {
		var m map[string]json.RawMessage
		if json.Unmarshal(raw, &m) != nil {
			return false
		}
		var method string
		return m["method"] != nil && json.Unmarshal(m["method"], &method) == nil && method == "prompts/get"
	}
	if isGet(json.RawMessage(s)) {
		return true
	}
	var batch []json.RawMessage
	if json.Unmarshal([]byte(s), &batch) != nil {
		return false
	}
	for _, r := range batch {
		if isGet(r) {
			return true
		}
	}
	return false
}
