"""``mindspore._extends``: MindSpore's internal extension packages (only ``parse.compile_config`` here)."""
