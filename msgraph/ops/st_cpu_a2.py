"""Ops MindSpore's st CPU op tests a..m use (h-cpua, session 6)."""
