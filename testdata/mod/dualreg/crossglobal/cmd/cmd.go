package cmd // want package:`globalRegs\(prompt "rotateKeys" on .*; tool "rotate_keys" on .*\)`

// Importing both packages runs both init functions on the one server.
import (
	_ "example.com/t/dualreg/crossglobal/prompts"
	_ "example.com/t/dualreg/crossglobal/tools" // want `capability "rotateKeys" is registered both as a tool named "rotate_keys" \(\(\*server\.MCPServer\)\.AddTool at tools\.go:\d+ via the import of "example\.com/t/dualreg/crossglobal/tools"\) and as a prompt \(\(\*server\.MCPServer\)\.AddPrompt at prompts\.go:\d+ via the import of "example\.com/t/dualreg/crossglobal/prompts"\)`
)
