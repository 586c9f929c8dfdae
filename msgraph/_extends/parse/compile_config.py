"""``mindspore._extends.parse.compile_config``: MindSpore's compiler switches, as settable module attributes.

msgraph reads none of them (its checks do not depend on them); programs may set them freely.
"""
CHECK_BPROP = ""
GRAD_FOR_SCALAR = ""
JIT_SYNTAX_LEVEL = ""
