"""``mindspore.ops._utils``: MindSpore's argument helpers (``arg_dtype_cast``; h-dyn)."""
