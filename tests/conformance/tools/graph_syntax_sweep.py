"""Graph-mode syntax and semantics sweep: small ``@ms.jit`` functions and Graph-mode Cells, MindSpore 2.10 vs msgraph.

Not run in CI (session 26, h-ctrl26).  The generator below writes some four thousand small self-contained programs,
each a ``@ms.jit`` function or a Graph-mode ``nn.Cell`` plus its call, built from combinations rather than written
one by one: control flow on constants and on Tensors (if/elif/else, ternaries, ``while`` with break/continue/else,
``for`` over range/tuple/list/Tensor/zip/enumerate/dict items/reversed/str, nested loops, return inside loops),
``and``/``or``/``not`` over Tensors, scalars, None and containers, chained comparisons, ``in``; containers (list
methods, slicing, starred unpacking, comprehensions, dict methods, containers of Tensors); builtins over scalars,
Tensors and sequences; scalar arithmetic (int/float/bool, division, ``%``, ``**``, Python scalars with Tensors, the
result's dtype) on constants and on ``ms.mutable`` values; JIT Fallback (``item``/``asnumpy``/numpy), strings and
f-strings, ``print`` (captured at the file-descriptor level, for two calls); functions (closures, defaults,
``*args``/``**kwargs``, keyword-only, lambda, recursion, jit calling jit, Cells, ``ms.jit_class``, globals);
Cell attributes (reads, writes, ``setattr``); inputs of every Python kind; and the constructs MindSpore rejects.

Programs are batched (one process per family and backend); each prints ``label | result`` (a result's repr with
its Python types, Tensor dtype and shape) or ``label | ERR <class>: <first line of message>``.  A process that
dies (MindSpore aborts on some programs) is restarted after the program it died in.  Two results are the same
when their text is equal, or when both raised the same builtin exception class (MindSpore's class is one of the
classes msgraph's error is an instance of, as the conformance harness checks; messages are shown with ``-v``).
A program that hangs is ended after 90 s (``CRASH``).  ``--msgraph-root DIR`` runs another msgraph checkout (a
``git worktree`` of an older commit: the "before" side).

    python tests/conformance/tools/graph_syntax_sweep.py                      # all families, both sides
    python tests/conformance/tools/graph_syntax_sweep.py -f loops,boolop -v   # some families, with messages
    python tests/conformance/tools/graph_syntax_sweep.py --load /tmp/gss      # MindSpore's side from a save
    python tests/conformance/tools/graph_syntax_sweep.py -k while_ --show     # print the programs matched

Options: ``--oracle PY`` (MindSpore's interpreter, default /tmp/ms/bin/python), ``--save DIR`` (default
/tmp/gss: both sides' JSON), ``--load DIR`` (reuse MindSpore's saved side, run msgraph only), ``-k SUBSTR``
(labels containing it), ``--show`` (print the generated source of the matched programs and stop), ``-j N``
(families run N at a time).

Measured (session 26, MindSpore 2.10 CPU): 4289 programs in 10 families; differing before the fixes -> after
(programs/ctrl26): 293 -> 226.  Per family: if 418 (4 -> 2), loops 436 (10 -> 10), boolop 553 (16 -> 7),
containers 460 (52 -> 30), builtins 798 (70 -> 56), scalars 1044 (87 -> 79), fallback 156 (11 -> 11), functions 201
(22 -> 15), cells 90 (7 -> 7), errors 133 (14 -> 9).  The 226 left are triaged in docs/differences.md ("Graph-mode
syntax sweep"): MindSpore plainly wrong (in-place list/dict methods without effect, stale Parameter reads after
``setattr``, ``pow(2, -1) == 0``, f-string format specs ignored, ``next(iter(t))`` a pair, hash/id values...),
MindSpore refusing what Python runs (joins of an int and a Tensor condition in ``while``, ``map`` over str/dict,
positional-only parameters, loop variables after the loop), bfloat16 (numpy has none: out of scope), and int64
overflow / zero-division checks on Python numbers that msgraph leaves to Python.
Measured again (session 28, rerun28; msgraph against session 26's MindSpore side, ``--load``): 199 at the start
(scalars 79 -> 54, functions 15 -> 14, errors 9 -> 8; 10 cases newly differing: bfloat16 with Python numbers
computes since bf27 where MindSpore refuses), 193 after: ``number / Tensor`` is ``Tensor.reciprocal() * number`` as
in MindSpore (a bfloat16 Tensor is Reciprocal's TypeError; float32 results one rounding off true division); the five
0-d bfloat16 getitem cases follow PyNative (Graph mode's StridedSlice has no bfloat16 kernel, bf27's choice).
Session 31 (sweep31, 2026-12-05): msgraph's side of the 4289 programs on main at e40f0a1d and at e64c8d19 (the end
of session 28), MindSpore on the 12 whose result changed (functions 3, builtins 9): the 3 match MindSpore now
(session 29's Parameter returned as itself, a mutable default list), the 9 ``hash()`` values differ as before; no
program regressed.  The other families' results did not change (the full MindSpore side was not rerun).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import textwrap
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))

# =============================================================================================
# the programs
# =============================================================================================
FAMILIES: dict = {}
_FAM = ["?"]


def family(name):
    _FAM[0] = name
    FAMILIES.setdefault(name, [])


def P(label, src, expr, capture=False):
    """One program: ``src`` (module-level definitions; ``@ID`` is replaced by a unique number) and ``expr``,
    the call whose result is printed (``capture``: with what it printed, called twice)."""
    FAMILIES[_FAM[0]].append((f"{_FAM[0]}.{label}", textwrap.dedent(src).strip("\n"), expr, capture))


def _ind(body, n=4):
    return textwrap.indent(textwrap.dedent(body).strip("\n"), " " * n)


def J(label, body, params="x", args="X", capture=False, pre=""):
    """A ``@ms.jit`` function ``def f(params): body`` called with ``args``."""
    src = f"{textwrap.dedent(pre).strip()}\n@ms.jit\ndef f@ID({params}):\n{_ind(body)}\n"
    P(label, src, f"f@ID({args})", capture)


def N(label, body, params="x", args="X", init="", capture=False, pre="", calls=1):
    """A Graph-mode Cell whose ``construct(self, params)`` is ``body``, called ``calls`` times with ``args``."""
    init_src = "        super().__init__()\n" + (_ind(init, 8) + "\n" if init.strip() else "")
    src = (f"{textwrap.dedent(pre).strip()}\nclass Net@ID(nn.Cell):\n    def __init__(self):\n{init_src}\n"
           f"    def construct(self{', ' if params else ''}{params}):\n{_ind(body, 8)}\n")
    call = f"net@ID({args})"
    expr = call if calls == 1 else "(" + ", ".join([call] * calls) + ")"
    P(label, src + "net@ID = Net@ID()\n", expr, capture)


# Inputs every program can use (the prelude defines them):
#   X  = Tensor([1., 2., 3.]) float32     XI = Tensor([1, 2, 3]) int32      M = arange(6).reshape(2, 3) float32
#   S  = Tensor(2.) float32 (0-d)         SI = Tensor(2) int32 (0-d)        B = Tensor(True)
#   SH = Tensor(2.) float16               SL = Tensor(3) int64              S0 = Tensor(0.) float32

# ---------------------------------------------------------------------------------------------
family("if")
CONDS = {
    "tgt": "x.sum() > 2", "tgt_false": "x.sum() > 100", "t0d": "s", "t0d_zero": "s * 0", "telem": "x[0] > 0",
    "tint0d": "si", "int": "n", "int_zero": "n - 2", "none": "z", "is_none": "z is None", "not_none": "z is not None",
    "empty_tuple": "()", "tuple_arg": "t", "empty_list": "[]", "str": "'a'", "empty_str": "''", "str_eq": "m == 'a'",
    "and_tt": "x[0] > 0 and x[1] > 5", "and_ti": "x.sum() > 2 and n > 1", "or_it": "n > 5 or x[0] > 0",
    "or_tt": "x[0] > 5 or x[1] > 1", "not_t": "not x[0] > 5", "not_int": "not n", "chain_t": "0 < x[0] < 2",
    "chain_i": "0 < n < 3", "in_tuple": "n in (1, 2)", "shape": "x.shape[0] == 3", "len": "len(t) == 2",
    "isinstance": "isinstance(n, int)", "tmulti": "x", "t_eq_t": "x[0] == x[0]", "bool_t": "bool(s)",
    "any_t": "(x > 2).any()", "all_t": "(x > 2).all()", "item": "x[1].item() > 1", "tensor_is_not_none": "x is not None",
}
STRUCTS = {
    "assign": "if @C:\n    y = x + 1\nelse:\n    y = x - 1\nreturn y",
    "only": "y = x\nif @C:\n    y = y * 2\nreturn y",
    "elif": "if @C:\n    y = x + 1\nelif x[1] > 1:\n    y = x * 3\nelse:\n    y = x\nreturn y",
    "early": "if @C:\n    return x + 1\ny = x * 2\nreturn y",
    "ret_scalar": "if @C:\n    return 1\nreturn 2",
    "ret_mixed": "if @C:\n    a = 1\nelse:\n    a = 2.5\nreturn x * a",
    "nested": "if @C:\n    if x[2] > 2:\n        y = x\n    else:\n        y = -x\nelse:\n    y = x * 0\nreturn y",
    "ternary": "return x + 1 if @C else x - 1",
    "ternary_scalar": "return 1 if @C else 2",
    "pass": "y = x\nif @C:\n    pass\nelse:\n    y = x * 5\nreturn y",
}
for cn, c in CONDS.items():
    for sn, s in STRUCTS.items():
        if cn in ("tmulti",) and sn not in ("assign", "ternary"):
            continue
        J(f"{sn}[{cn}]", s.replace("@C", c), params="x, n, z, t, s, si, m", args="X, 2, None, (1, 2), S, SI, 'a'")
# the same on Cells
for cn in ("tgt", "telem", "int", "none", "and_ti", "or_it", "not_t", "chain_t"):
    for sn in ("assign", "early", "ret_mixed", "ternary_scalar"):
        N(f"cell_{sn}[{cn}]", STRUCTS[sn].replace("@C", CONDS[cn]), params="x, n, z, t, s, si, m",
          args="X, 2, None, (1, 2), S, SI, 'a'")
# what a Tensor if joins
JOINS = {
    "int_float": ("1", "2.5"), "int_int": ("1", "2"), "tensor_int": ("x", "1"), "f32_i32": ("x", "xi"),
    "shape": ("x", "x[:2]"), "tuple": ("(x, 1)", "(x * 2, 2)"), "tuple_len": ("(x, 1)", "(x,)"),
    "list": ("[x, 1]", "[x * 2, 2]"), "none_tensor": ("None", "x"), "str": ("'a'", "'b'"), "bool_int": ("True", "0"),
    "dict": ("{'a': x}", "{'a': x * 2}"), "f32_f16": ("x", "x.astype(ms.float16)"), "0d_1d": ("x[0]", "x[:1]"),
    "float_float": ("1.5", "2.5"), "tensor_float": ("x", "2.5"), "none_none": ("None", "None"),
}
for jn, (a, b) in JOINS.items():
    J(f"join_{jn}", f"if x[0] > 0:\n    y = {a}\nelse:\n    y = {b}\nreturn y", params="x, xi", args="X, XI")
    J(f"join_false_{jn}", f"if x[0] > 5:\n    y = {a}\nelse:\n    y = {b}\nreturn y", params="x, xi", args="X, XI")

# ---------------------------------------------------------------------------------------------
family("loops")
ITERS = {  # name: (iterable, target, use)
    "range": ("range(3)", "i", "i"), "range_n": ("range(n)", "i", "i"), "range_step": ("range(1, 6, 2)", "i", "i"),
    "range_neg": ("range(3, 0, -1)", "i", "i"), "tuple": ("(1, 2, 3)", "v", "v"), "list": ("[1.0, 2.0]", "v", "v"),
    "tuple_arg": ("t", "v", "v"), "list_arg": ("l", "v", "v"), "tensor": ("x", "v", "v"), "tensor2d": ("m", "r", "r.sum()"),
    "zip": ("zip((1, 2), (3, 4))", "a, b", "a * b"), "zip_tensor": ("zip(x, (1, 2, 3))", "a, b", "a * b"),
    "enumerate": ("enumerate((4, 5))", "i, v", "i * v"), "enumerate_tensor": ("enumerate(x)", "i, v", "i * v"),
    "enumerate_start": ("enumerate([4, 5], 1)", "i, v", "i * v"), "items": ("d.items()", "k, v", "v"),
    "keys": ("d", "k", "len(k)"), "values": ("d.values()", "v", "v"), "reversed": ("reversed((1, 2, 3))", "v", "v"),
    "reversed_range": ("reversed(range(3))", "v", "v"), "str": ("'abc'", "ch", "len(ch)"),
    "tensors": ("(x, x * 2)", "v", "v"), "tensor_list": ("[x, s]", "v", "v"), "sorted": ("sorted((3, 1, 2))", "v", "v"),
    "map": ("map(lambda q: q * 2, (1, 2))", "v", "v"), "filter": ("filter(lambda q: q > 1, (1, 2, 3))", "v", "v"),
    "nested_tuple": ("((1, 2), (3, 4))", "a, b", "a - b"), "list_comp": ("[q * 2 for q in range(3)]", "v", "v"),
    "shape": ("x.shape", "v", "v"), "range_len": ("range(len(t))", "i", "t[i]"), "empty": ("()", "v", "v"),
    "dict_items_tensor": ("dt.items()", "k, v", "v"),
}
LOOP_BODIES = {
    "acc": "acc = x * 0\nfor @T in @I:\n    acc = acc + @U\nreturn acc",
    "collect": "r = []\nfor @T in @I:\n    r.append(@U)\nreturn r",
    "break_const": "acc = x * 0\nc = 0\nfor @T in @I:\n    if c >= 1:\n        break\n    acc = acc + @U\n    c += 1\nreturn acc, c",
    "break_tensor": "acc = x * 0\nfor @T in @I:\n    if acc.sum() > 2:\n        break\n    acc = acc + @U\nreturn acc",
    "continue_const": "acc = x * 0\nc = 0\nfor @T in @I:\n    c += 1\n    if c == 2:\n        continue\n    acc = acc + @U\nreturn acc",
    "continue_tensor": "acc = x * 0\nfor @T in @I:\n    if x[0] > 0:\n        continue\n    acc = acc + @U\nreturn acc",
    "return_const": "acc = x * 0\nc = 0\nfor @T in @I:\n    if c == 1:\n        return acc\n    acc = acc + @U\n    c += 1\nreturn acc * 10",
    "return_tensor": "acc = x * 0\nfor @T in @I:\n    acc = acc + @U\n    if acc.sum() > 2:\n        return acc\nreturn acc * 10",
    "nested": "acc = x * 0\nfor @T in @I:\n    for j in range(2):\n        acc = acc + @U * j\nreturn acc",
    "else": "acc = x * 0\nfor @T in @I:\n    acc = acc + @U\nelse:\n    acc = acc - 1\nreturn acc",
    "count": "c = 0\nfor @T in @I:\n    c = c + 1\nreturn c",
    "last": "w = 0\nfor @T in @I:\n    w = @U\nreturn w",
}
for itn, (it, tgt, use) in ITERS.items():
    for bn, b in LOOP_BODIES.items():
        if bn == "else" and itn not in ("range", "tensor", "tuple"):
            continue
        J(f"for_{bn}[{itn}]", b.replace("@T", tgt).replace("@I", it).replace("@U", use),
          params="x, n, t, l, d, m, s, dt", args="X, 3, (1, 2), [3, 4], {'a': 1, 'b': 2}, M, S, {'a': X, 'b': S}")
WHILE_CONDS = {"tensor": ("i = x[0] * 0", "i < 3"), "scalar": ("i = 0", "i < 3"), "mixed_and": ("i = 0", "i < n and x.sum() < 20"),
               "tensor_and_scalar": ("i = x[0] * 0", "i < 3 and n > 0"), "not": ("i = x[0] * 0", "not i >= 3"),
               "mutable": ("i = ms.mutable(0)", "i < 3"), "tensor_or": ("i = x[0] * 0", "i < 3 or i < -1")}
WHILE_BODIES = {
    "plain": "@I0\nacc = x\nwhile @C:\n    acc = acc * 2\n    i = i + 1\nreturn acc, i",
    "break": "@I0\nacc = x\nwhile @C:\n    acc = acc * 2\n    if acc.sum() > 20:\n        break\n    i = i + 1\nreturn acc, i",
    "break_const": "@I0\nacc = x\nwhile @C:\n    acc = acc * 2\n    i = i + 1\n    if n == 3:\n        break\nreturn acc, i",
    "continue": "@I0\nacc = x\nwhile @C:\n    i = i + 1\n    if acc.sum() > 20:\n        continue\n    acc = acc * 2\nreturn acc, i",
    "else": "@I0\nacc = x\nwhile @C:\n    acc = acc * 2\n    i = i + 1\nelse:\n    acc = acc + 1\nreturn acc",
    "return": "@I0\nacc = x\nwhile @C:\n    acc = acc * 2\n    if acc.sum() > 20:\n        return acc\n    i = i + 1\nreturn acc * 0",
    "nested": "@I0\nacc = x\nwhile @C:\n    j = 0\n    while j < 2:\n        acc = acc + 1\n        j = j + 1\n    i = i + 1\nreturn acc",
    "list": "@I0\nr = []\nwhile @C:\n    r.append(i)\n    i = i + 1\nreturn r",
    "scalar_acc": "@I0\nc = 0\nwhile @C:\n    c = c + 2\n    i = i + 1\nreturn c",
}
for cn, (init, c) in WHILE_CONDS.items():
    for bn, b in WHILE_BODIES.items():
        J(f"while_{bn}[{cn}]", b.replace("@I0", init).replace("@C", c), params="x, n", args="X, 3")
J("while_true_break_tensor", "acc = x\nwhile True:\n    acc = acc * 2\n    if acc.sum() > 20:\n        break\nreturn acc")
J("while_true_break_const", "acc = x\ni = 0\nwhile True:\n    acc = acc * 2\n    i += 1\n    if i == 3:\n        break\nreturn acc")
J("while_false", "acc = x\nwhile False:\n    acc = acc * 2\nreturn acc")
J("while_tensor_shape_change", "while x.sum() < 20:\n    x = x * 2\nreturn x")
J("while_tensor_dtype_change", "i = 0\nwhile x.sum() < 20:\n    x = x + 1\n    i = i + 1.5\nreturn x, i")
J("for_tensor_break_return", "for v in x:\n    if v > 1:\n        return v\nreturn x[0] * 0")
J("for_range_tensor_arg", "acc = x * 0\nfor i in range(n):\n    acc = acc + i\nreturn acc", params="x, n", args="X, SI")
J("for_range_mutable", "acc = 0\nfor i in range(n):\n    acc = acc + i\nreturn acc", params="n", args="ms.mutable(4)")
J("for_zip_unequal", "r = []\nfor a, b in zip((1, 2, 3), (4, 5)):\n    r.append(a + b)\nreturn r", params="", args="")
J("for_enumerate_list_of_tensors", "r = 0\nfor i, v in enumerate([x, x * 2]):\n    r = r + v * i\nreturn r")
J("for_dict_modify_value", "d = {'a': 1, 'b': 2}\nfor k in d:\n    d[k] = d[k] * 10\nreturn d", params="", args="")
J("for_list_append_while_iterating", "l = [1, 2]\nfor v in l:\n    if len(l) < 4:\n        l.append(v)\nreturn l", params="", args="")
J("for_loop_var_after", "for i in range(3):\n    pass\nreturn i", params="", args="")
J("for_tensor_loop_var_after", "for v in x:\n    pass\nreturn v")
J("for_nested_break_inner", "c = 0\nfor i in range(3):\n    for j in range(3):\n        if j == 1:\n            break\n        c = c + 1\nreturn c", params="", args="")
J("for_unroll_tensor_index", "acc = x * 0\nfor i in range(3):\n    acc[i] = x[i] * i\nreturn acc")
J("while_tensor_index_assign", "i = 0\ny = x * 1\nwhile i < 3:\n    y[i] = i\n    i = i + 1\nreturn y")
J("while_tensor_counter_index", "i = ms.Tensor(0)\ny = x * 1\nwhile i < 3:\n    y = y + x[i]\n    i = i + 1\nreturn y")

# ---------------------------------------------------------------------------------------------
family("boolop")
OPERANDS = {"T": "s", "T0": "s * 0", "Tb": "x[0] > 0", "Tbf": "x[0] > 5", "i": "n", "i0": "n * 0", "f": "1.5",
            "b": "True", "F": "False", "None": "None", "tup": "t", "etup": "()", "str": "'a'", "estr": "''",
            "Tm": "x", "Ti": "si"}
for an, a in OPERANDS.items():
    J(f"not[{an}]", f"return not {a}", params="x, n, t, s, si", args="X, 2, (1, 2), S, SI")
    J(f"bool[{an}]", f"return bool({a})", params="x, n, t, s, si", args="X, 2, (1, 2), S, SI")
    for bn, b in OPERANDS.items():
        if an in ("Tm",) and bn not in ("T", "i", "None"):
            continue
        if bn in ("Tm",) and an not in ("T", "i", "None", "T0"):
            continue
        for op in ("and", "or"):
            J(f"{op}[{an},{bn}]", f"return {a} {op} {b}", params="x, n, t, s, si", args="X, 2, (1, 2), S, SI")
for e in ("1 < n < 3", "1 < n < 2", "s < 3 < 4", "1 < s < 3", "x[0] < x[1] < x[2]", "x[0] < x[2] < x[1]",
          "n < 3 > 1", "1 == n - 1 != 2", "s == 2 == n", "1 < 2 < s", "x[0] < 2 <= n", "0 <= si < 3", "1 < x < 3",
          "n is not None is not False", "s > 1 and s < 3 or n > 5"):
    J(f"chain[{e}]", f"return {e}", params="x, n, s, si", args="X, 2, S, SI")
INS = {"int_tuple": "n in (1, 2)", "int_list": "n in [1, 3]", "str_dict": "'a' in d", "str_dict_no": "'z' in d",
       "str_str": "'b' in 'abc'", "str_tuple": "'a' in ('a', 'b')", "not_in": "n not in (1, 2)", "int_dict": "1 in d",
       "tensor_tuple": "x in (x, 1)", "tensor_list_of_t": "s in [x, s]", "t0d_tuple": "s in (1, 2)",
       "tensor_elem_tuple": "x[0] in (1.0, 2.0)", "int_tensor": "1 in x", "tensor_in_tensor": "s in x",
       "int_arg_tuple": "n in t", "none_tuple": "None in (None, 1)", "int_range": "n in range(3)",
       "str_keys": "'a' in d.keys()", "int_values": "1 in d.values()", "not_in_str": "'q' not in 'abc'",
       "tuple_in_list": "(1, 2) in [(1, 2), 3]", "int_in_mutable": "n in ms.mutable((1, 2))"}
for name, e in INS.items():
    J(f"in[{name}]", f"return {e}", params="x, n, s, t, d", args="X, 2, S, (1, 2), {'a': 1, 'b': 2}")
for e in ("x if n else s", "1 if s > 1 else 2.5", "(1, 2) if x[0] > 0 else (3, 4)", "x if n > 5 else None",
          "n if n > 1 else 'small'", "x[0] if s > 1 else x[1]", "[1] if not t else [2]", "x * 2 if x[0] > 0 else x.astype(ms.int32)",
          "s if s > 1 else n", "(x > 1) if n else (x < 1)"):
    J(f"ternary[{e}]", f"return {e}", params="x, n, s, t", args="X, 2, S, (1, 2)")
for e in ("n is None", "t is t", "s is s", "x is None", "n is not 2", "type(n) is int", "type(x) is ms.Tensor",
          "type(t) == tuple", "(x > 1) is True", "d is not None"):
    J(f"is[{e}]", f"return {e}", params="x, n, s, t, d", args="X, 2, S, (1, 2), {'a': 1}")

# ---------------------------------------------------------------------------------------------
family("containers")
LISTS = {"ints": "[1, 2, 3, 2]", "tensors": "[x, x * 2, x]", "arg": "l", "mixed": "[1, x, 'a']", "empty": "[]"}
LIST_OPS = {"append": ("q.append(4)", "q"), "append_t": ("q.append(x)", "q"), "extend": ("q.extend([5, 6])", "q"),
            "extend_tuple": ("q.extend((7,))", "q"), "insert": ("q.insert(1, 9)", "q"), "insert_neg": ("q.insert(-1, 9)", "q"),
            "pop": ("r = q.pop()", "r, q"), "pop0": ("r = q.pop(0)", "r, q"), "pop_neg": ("r = q.pop(-2)", "r, q"),
            "reverse": ("q.reverse()", "q"), "index": ("r = q.index(2)", "r"), "count": ("r = q.count(2)", "r"),
            "remove": ("q.remove(2)", "q"), "clear": ("q.clear()", "q"), "copy": ("r = q.copy()\nr.append(0)", "q, r"),
            "sort": ("q.sort()", "q"), "sort_rev": ("q.sort(reverse=True)", "q"), "iadd": ("q += [8]", "q"),
            "mul": ("q = q * 2", "q"), "add": ("q = q + [0]", "q"), "setitem": ("q[0] = 5", "q"),
            "setitem_neg": ("q[-1] = 5", "q"), "slice_set": ("q[1:2] = [7, 8]", "q"), "del": ("del q[0]", "q"),
            "len": ("r = len(q)", "r"), "getitem_neg": ("r = q[-1]", "r"), "index_tensor": ("r = q.index(x)", "r"),
            "count_tensor": ("r = q.count(x)", "r"), "list_of": ("r = list(q)", "r"), "tuple_of": ("r = tuple(q)", "r"),
            "eq": ("r = q == [1, 2, 3, 2]", "r"), "bool": ("r = bool(q)", "r")}
for ln, lv in LISTS.items():
    for on, (stmt, ret) in LIST_OPS.items():
        J(f"list_{on}[{ln}]", f"q = {lv}\n{stmt}\nreturn {ret}", params="x, l", args="X, [1, 2, 3, 2]")
J("list_arg_append_visible", "l.append(4)\nreturn len(l)", params="l", args="L0")
P("list_arg_append_caller", "L@ID = [1, 2]\n@ms.jit\ndef f@ID(l):\n    l.append(3)\n    return l\n",
  "(f@ID(L@ID), L@ID)")
P("list_arg_setitem_caller", "L@ID = [1, 2]\n@ms.jit\ndef f@ID(l):\n    l[0] = 9\n    return l[0]\n",
  "(f@ID(L@ID), L@ID)")
P("dict_arg_setitem_caller", "D@ID = {'a': 1}\n@ms.jit\ndef f@ID(d):\n    d['b'] = 2\n    return len(d)\n",
  "(f@ID(D@ID), D@ID)")
SEQS = {"tuple": "(1, 2, 3, 4, 5, 6)", "list": "[1, 2, 3, 4, 5, 6]", "str": "'abcdef'", "tensor": "ops.arange(6)",
        "tensor2d": "m", "range": "range(6)"}
SLICES = ["[::2]", "[::-1]", "[1:-1]", "[-2:]", "[5:1:-2]", "[10:]", "[n:]", "[:n:-1]", "[-1]", "[n]", "[1:4:n]",
          "[s_i:]", "[::-2]", "[-10:2]"]
for sn, sv in SEQS.items():
    for sl in SLICES:
        J(f"slice{sl}[{sn}]", f"q = {sv}\nreturn q{sl}", params="m, n, s_i", args="M, 1, SI")
UNPACK = {
    "star_tail": ("a, *b = t\nreturn a, b", "t", "(1, 2, 3)"), "star_head": ("*a, b = t\nreturn a, b", "t", "(1, 2, 3)"),
    "star_mid": ("a, *b, c = t\nreturn a, b, c", "t", "(1, 2, 3, 4)"), "star_empty": ("a, *b = t\nreturn a, b", "t", "(1,)"),
    "star_tensor": ("a, *b = x\nreturn a, b", "x", "X"), "tensor2": ("a, b = x[:2]\nreturn a, b", "x", "X"),
    "nested": ("a, (b, c) = (1, (2, 3))\nreturn a + b + c", "", ""), "swap": ("a, b = x, s\na, b = b, a\nreturn a, b", "x, s", "X, S"),
    "list_target": ("[a, b] = [1, 2]\nreturn a, b", "", ""), "star_display": ("return (*t, 4)", "t", "(1, 2)"),
    "star_list_display": ("return [*t, *l]", "t, l", "(1, 2), [3]"), "star_call": ("return ops.add(*t)", "t", "(X, X)"),
    "dict_unpack": ("d2 = {**d, 'c': 3}\nreturn d2", "d", "{'a': 1}"), "kw_unpack": ("return g(**d)", "d", "{'a': 1, 'b': 2}"),
    "star_tensor_arg": ("return g(*x[:2])", "x", "X"), "star_list_tensor": ("a, *b = [x, s, x]\nreturn b", "x, s", "X, S"),
    "too_many": ("a, b = t\nreturn a", "t", "(1, 2, 3)"), "too_few": ("a, b, c = t\nreturn a", "t", "(1, 2)"),
    "star_dict": ("a, *b = d\nreturn a, b", "d", "{'a': 1, 'b': 2}"), "star_str": ("a, *b = 'xyz'\nreturn a, b", "", ""),
    "chained_assign": ("a = b = t\nreturn a, b", "t", "(1, 2)"), "aug_tuple": ("t += (3,)\nreturn t", "t", "(1, 2)"),
    "star_mutable": ("a, *b = t\nreturn a, b", "t", "ms.mutable((1, 2, 3))"),
    "star_m2d": ("a, *b = m\nreturn a, b", "m", "M"),
}
PRE_G = "def g(a, b):\n    return a - b\n"
for un, (body, params, args) in UNPACK.items():
    J(f"unpack_{un}", body, params=params, args=args, pre=PRE_G)
COMPS = {
    "if": "[i * 2 for i in range(n) if i != 1]", "tensor": "[v * 2 for v in x]", "tensor_if_const": "[v for v in x if n > 1]",
    "tensor_if_tensor": "[v for v in x if v > 1]", "dict": "{k: v for k, v in d.items() if v > 1}", "zip": "[a + b for a, b in zip(t, t)]",
    "genexp_sum": "sum(i for i in range(4))", "genexp_tuple": "tuple(i * i for i in t)", "two_for": "[i + j for i in range(2) for j in range(2)]",
    "index": "[x[i] for i in range(3)]", "dict_index": "{i: x[i] for i in range(2)}", "nested": "[[i] * i for i in range(3)]",
    "dict_str_keys": "{str(i): i for i in range(3)}", "enumerate": "[i * v for i, v in enumerate(t)]",
    "cond_expr": "[i if i > 1 else -i for i in range(4)]", "over_list_arg": "[v + 1 for v in l]", "set": "{i for i in range(3)}",
    "genexp_any": "any(v > 2 for v in x)", "genexp_all": "all(i > 0 for i in t)", "tensor2d": "[r.sum() for r in m]",
    "dict_zip": "dict(zip(('a', 'b'), t))", "max_key": "max(t, key=lambda q: -q)", "walrus": "[y for i in t if (y := i * 2) > 2]",
}
for cn, e in COMPS.items():
    J(f"comp_{cn}", f"return {e}", params="x, n, d, t, l, m", args="X, 3, {'a': 1, 'b': 2}, (1, 2), [3, 4], M")
DICTS = {"const": "{'a': 1, 'b': 2}", "tensor": "{'a': x, 'b': s}", "arg": "d", "int_keys": "{1: 'a', 2: 'b'}",
         "made": "dict(a=1, b=2)", "tensor_arg": "dt"}
DICT_OPS = {"get": "p.get('a')", "get_default": "p.get('z', 0)", "get_none": "p.get('z')", "keys": "p.keys()",
            "values": "p.values()", "items": "p.items()", "list_keys": "list(p.keys())", "tuple_values": "tuple(p.values())",
            "in": "'a' in p", "len": "len(p)", "update": "p.update({'c': 3}) or p", "setitem": "p.__setitem__('c', 5) or p",
            "pop": "(p.pop('a'), p)", "copy": "p.copy()", "list": "list(p)", "getitem": "p['b']", "missing": "p['z']",
            "setdefault": "(p.setdefault('c', 7), p)", "clear": "p.clear() or p", "fromkeys": "dict.fromkeys(('a', 'b'), 0)",
            "eq": "p == {'a': 1, 'b': 2}", "sorted": "sorted(p)", "items_list": "[k for k, v in p.items()]",
            "popitem": "p.popitem()", "has_key": "p.has_key('a')"}
for dn, dv in DICTS.items():
    for on, e in DICT_OPS.items():
        J(f"dict_{on}[{dn}]", f"p = {dv}\nreturn {e}", params="x, s, d, dt", args="X, S, {'a': 1, 'b': 2}, {'a': X, 'b': S}")
J("dict_setitem_stmt", "d['c'] = x\nd['a'] = 5\nreturn d", params="x, d", args="X, {'a': 1}")
J("dict_tensor_value_update", "d = {'a': x}\nd['a'] = d['a'] + 1\nreturn d")
J("dict_in_tensor_if", "d = {'a': x}\nif x[0] > 0:\n    d['a'] = x * 2\nreturn d")
J("nested_containers", "c = {'a': [x, (s, 1)], 'b': ({'c': x},)}\nreturn c, c['a'][1][0], c['b'][0]['c']",
  params="x, s", args="X, S")
J("tuple_of_lists", "return ([1, 2], [x])")
J("list_of_tuples", "return [(1, x), (2, x * 2)]")
J("empty_returns", "return [], (), {}", params="", args="")
J("tuple_methods", "t = (1, 2, 2, 3)\nreturn t.index(2), t.count(2), len(t), t + (4,), t * 2", params="", args="")
J("tuple_eq_lt", "return (1, 2) == (1, 2), (1, 2) < (1, 3), [1] != [2], (1, 2) <= (1,)", params="", args="")
J("list_in_tensor_loop", "r = []\ni = 0\nwhile x[0] + i < 4:\n    r.append(i)\n    i = i + 1\nreturn r")
J("list_append_in_tensor_if", "r = [1]\nif x[0] > 0:\n    r.append(2)\nreturn r")
J("list_append_tensor_in_tensor_if", "r = [x]\nif x[0] > 0:\n    r.append(x * 2)\nreturn r")
J("list_variable_index", "l = [x, x * 2, x * 3]\ni = ms.mutable(1)\nreturn l[i]")
J("tuple_tensor_index", "t = (1, 2, 3)\nreturn t[si]", params="si", args="SI")
J("list_tensor_index_tensors", "l = [x, x * 2]\nreturn l[si - 1]", params="x, si", args="X, SI")

# ---------------------------------------------------------------------------------------------
family("builtins")
BARGS = {"int": "n", "neg_float": "-2.5", "bool": "True", "t0d_int": "si", "t0d": "s", "t1d": "x", "tuple": "(3, 1, 2)",
         "list": "[3, 1, 2]", "tuple_t": "(x, x * 2)", "str": "'ab'", "none": "None", "dict": "{'a': 1, 'b': 2}",
         "float": "2.5", "t1d_int": "xi", "mutable_int": "ms.mutable(3)", "mutable_tuple": "ms.mutable((3, 1, 2))",
         "tuple_t0d": "(s, s * 2)", "neg_int": "-7"}
BUILTINS = {"len": "len(@)", "min": "min(@)", "max": "max(@)", "sum": "sum(@)", "any": "any(@)", "all": "all(@)",
            "sorted": "sorted(@)", "abs": "abs(@)", "round": "round(@)", "round1": "round(@, 1)", "int": "int(@)",
            "float": "float(@)", "bool": "bool(@)", "str": "str(@)", "tuple": "tuple(@)", "list": "list(@)",
            "divmod": "divmod(@, 2)", "pow": "pow(@, 2)", "isinstance_int": "isinstance(@, int)",
            "isinstance_tensor": "isinstance(@, ms.Tensor)", "isinstance_tuple": "isinstance(@, (tuple, list))",
            "reversed": "tuple(reversed(@))", "enumerate": "tuple(enumerate(@))", "type_name": "type(@).__name__",
            "neg": "-@", "min2": "min(@, 2)", "max2": "max(@, 2)", "hash": "hash(@)", "id": "id(@) > 0",
            "callable": "callable(@)", "iter_next": "next(iter(@))", "range": "tuple(range(@))",
            "getattr_shape": "getattr(@, 'shape', None)", "hasattr_shape": "hasattr(@, 'shape')", "repr": "repr(@)",
            "chr_ord": "ord(chr(65))", "format": "format(@)", "complex": "complex(@)", "zip": "tuple(zip(@, @))",
            "map": "tuple(map(lambda q: q, @))", "filter": "tuple(filter(None, @))", "sum_start": "sum(@, 10)"}
for bn, b in BUILTINS.items():
    for an, a in BARGS.items():
        J(f"{bn}[{an}]", f"return {b.replace('@', a)}", params="x, xi, s, si, n", args="X, XI, S, SI, 3")
for e in ("int('12')", "float('1.5')", "int(2.9)", "int(-2.9)", "round(2.5)", "round(3.5)", "round(-2.5)", "round(2.675, 2)",
          "divmod(-7, 2)", "divmod(7.5, 2)", "pow(2, -1)", "pow(-8, 1 / 3)", "pow(2, 3, 5)", "abs(-0.0)", "max(1, 2.5, True)",
          "min((1, 2), (0, 5))", "sum([0.1] * 10)", "max([])", "min(())", "sorted([3, 1, 2], reverse=True)",
          "sorted(['b', 'a'])", "all([])", "any(())", "bool('False')", "int(True) + float(False)", "str(1.0)", "str(None)",
          "str((1, 'a'))", "str([1.5])", "list('ab')", "tuple({'a': 1})", "len(range(10))", "len('héllo')",
          "isinstance(True, int)", "isinstance(1, float)", "isinstance(None, type(None))", "int('0x10', 16)",
          "float('inf') > 1e308", "round(1e20)", "abs(-2 ** 63)", "max('abc')", "sum(((1,), (2,)), ())"):
    J(f"const[{e}]", f"return {e}", params="", args="")

# ---------------------------------------------------------------------------------------------
family("scalars")
PAIRS = {"ii": ("7", "2"), "ni": ("-7", "2"), "in": ("7", "-2"), "ff": ("7.5", "2.0"), "fi": ("-7.5", "2"),
         "bi": ("True", "2"), "bb": ("True", "True"), "iz": ("7", "0"), "fz": ("7.0", "0"), "if": ("2", "0.5"),
         "ineg": ("2", "-1"), "nfrac": ("-8", "0.5"), "big": ("2 ** 62", "4"), "zz": ("0", "0")}
OPS = ["+", "-", "*", "/", "//", "%", "**", "<", "==", "&", "<<"]
for pn, (a, b) in PAIRS.items():
    for op in OPS:
        if op in ("&", "<<") and pn not in ("ii", "ni", "bb", "big"):
            continue
        J(f"const[{pn}]{op}", f"return a {op} b", params="a, b", args=f"{a}, {b}")
        J(f"mutable[{pn}]{op}", f"return a {op} b", params="a, b", args=f"ms.mutable({a}), ms.mutable({b})")
        J(f"inner[{pn}]{op}", f"a = {a}\nb = {b}\nreturn a {op} b", params="", args="")
for u in ("-a", "+a", "~a", "not a", "abs(a)", "a ** 2", "-a ** 2", "a ** -2", "a // -1", "a % -3"):
    for a in ("7", "-7", "2.5", "True", "0"):
        J(f"unary[{u}]({a})", f"return {u}", params="a", args=a)
        J(f"unary_mut[{u}]({a})", f"return {u}", params="a", args=f"ms.mutable({a})" if a != "True" else "True")
J("int_overflow_mul", "return a * a", params="a", args="2 ** 40")
J("int_overflow_mut", "return a * a", params="a", args="ms.mutable(2 ** 40)")
J("int_big_literal", "return 2 ** 70", params="", args="")
J("int_big_arg", "return a + 1", params="a", args="2 ** 63 - 1")
J("float_inf_nan", "return float('inf'), float('nan') != float('nan'), 1e308 * 10", params="", args="")
TSC = {"i32": "XI", "f32": "X", "f16": "X.astype(ms.float16)", "i64": "XI.astype(ms.int64)", "bool": "X > 1",
       "u8": "XI.astype(ms.uint8)", "i8": "XI.astype(ms.int8)", "f64": "X.astype(ms.float64)", "bf16": "X.astype(ms.bfloat16)"}
PYS = {"int": "2", "float": "2.5", "bool": "True", "negint": "-3", "bigint": "2 ** 40"}
for tn, tv in TSC.items():
    for pn, pv in PYS.items():
        for op in ("+", "*", "/", "//", "-", "**", "%"):
            if tn in ("bf16",) and op not in ("+", "*", "/"):
                continue
            J(f"mix[{tn}{op}{pn}]", f"r = t {op} p\nreturn r.dtype, r", params="t, p", args=f"{tv}, {pv}")
            if op in ("-", "/"):
                J(f"mixr[{pn}{op}{tn}]", f"r = p {op} t\nreturn r.dtype, r", params="t, p", args=f"{tv}, {pv}")
        J(f"mix_inner[{tn}+{pn}]", f"p = {pv}\nr = t + p\nreturn r.dtype, r", params="t", args=tv)
        J(f"mix_mut[{tn}+{pn}]", "r = t + p\nreturn r.dtype, r", params="t, p",
          args=f"{tv}, ms.mutable({pv})" if pn != "bool" else f"{tv}, True")
        J(f"mix_0d[{tn}+{pn}]", "r = t[0] + p\nreturn r.dtype, r", params="t, p", args=f"{tv}, {pv}")
for e in ("s + 1", "si + 1", "si / 2", "si // 2", "si * 2.5", "s ** 2", "2 ** si", "si % 2", "-si", "sh * 2",
          "sl + 2 ** 40", "s > 1", "(s > 1) + 1", "si + True", "abs(-si)", "si.item() + 1", "s.item() * 2",
          "float(si) + 1", "int(s) + 1", "bool(si) + 1", "si.item() / 2", "s.item() // 1"):
    J(f"t0d[{e}]", f"r = {e}\nreturn r", params="s, si, sh, sl", args="S, SI, SH, SL")

# ---------------------------------------------------------------------------------------------
family("fallback")
FB = {"item": "x[0].item()", "item_type": "type(x[0].item()).__name__", "item_arith": "x[1].item() * 3 + 1",
      "asnumpy": "x.asnumpy()", "asnumpy_sum": "x.asnumpy().sum()", "np_sum": "np.sum(x.asnumpy())",
      "tolist": "x.tolist()", "int_t": "int(x[0])", "float_t": "float(si)", "np_const": "np.array([1, 2]) * 2",
      "np_const_tensor": "ms.Tensor(np.array([1, 2]) * 2)", "np_arange_add": "x + ms.Tensor(np.arange(3))",
      "np_float": "np.float32(2.5) * 2", "np_int_arith": "np.int64(3) + n", "np_pi": "x * np.pi",
      "math": "math.sqrt(n)", "math_floor": "math.floor(2.7)", "math_t": "math.sqrt(s)", "np_on_tensor": "np.exp(x)",
      "asnumpy_then_tensor": "ms.Tensor(x.asnumpy() + 1)", "item_in_if": "1 if x[0].item() > 0 else 2",
      "shape_tuple": "x.shape + (1,)", "shape_prod": "math.prod(m.shape)", "size": "m.size", "ndim": "m.ndim",
      "dtype": "x.dtype", "dtype_eq": "x.dtype == ms.float32", "dtype_str": "str(x.dtype)", "len_t": "len(m)",
      "list_of_tensor": "list(m)", "tuple_of_tensor": "tuple(x)", "t_from_list": "ms.Tensor([n, n + 1])",
      "t_from_tuple_t": "ms.Tensor((s, s))", "t_from_float": "ms.Tensor(2.5)", "t_dtype_arg": "ms.Tensor(n, ms.float32)",
      "np_random": "np.random.seed(0) or 1", "time": "type(time.time()).__name__", "np_where_const": "np.where(np.array([1, 0]) > 0)[0]",
      "item_list": "x[:2].asnumpy().tolist()", "numpy_scalar_arith": "x.asnumpy()[0] + 1", "fstring_t": "f'{s}'",
      "str_t": "str(si)", "repr_t": "repr(si)", "dict_of_np": "{'a': np.array([1])}", "tensor_bool_list": "[bool(v) for v in x > 1]"}
for fn, e in FB.items():
    J(f"{fn}", f"return {e}", params="x, m, s, si, n", args="X, M, S, SI, 3", pre="import math\nimport time")
    N(f"cell_{fn}", f"return {e}", params="x, m, s, si, n", args="X, M, S, SI, 3", pre="import math\nimport time")
STRS = {"fstr": "f'{n}'", "fstr_fmt": "f'{n:03d}'", "fstr_float": "f'{1.5:.2f}'", "percent": "'%d-%s' % (n, 'a')",
        "format": "'{}-{}'.format(n, 'a')", "concat": "str(n) + 'a'", "mul": "'a' * n", "upper": "'ab'.upper()",
        "split": "'a,b'.split(',')", "join": "'-'.join(('a', 'b'))", "index": "'abc'[1]", "slice": "'abcdef'[::2]",
        "len": "len('abc')", "in": "'b' in 'abc'", "eq": "'a' == 'a'", "lt": "'a' < 'b'", "replace": "'aab'.replace('a', 'c')",
        "startswith": "'abc'.startswith('ab')", "strip": "' a '.strip()", "find": "'abc'.find('c')", "fstr_t": "f'{s}'",
        "fstr_shape": "f'{x.shape}'", "fstr_dtype": "f'{x.dtype}'", "str_arg": "m + '!'", "str_arg_fmt": "f'<{m}>'",
        "fstr_nested": "f\"{'x' + m}{n * 2}\"", "fstr_repr": "f'{m!r}'", "isdigit": "'12'.isdigit()", "lower": "m.lower()",
        "str_tensor_shape": "str(x.shape)", "count": "'aba'.count('a')", "format_spec": "format(n, '>4')",
        "fstr_list": "f'{[1, 2]}'", "fstr_tuple_t": "f'{(n, m)}'", "str_float": "str(2.0 / 3)", "str_bool": "str(True)",
        "fstr_tensor_item": "f'{x[0].item()}'", "fstr_tensor_if": "f'{n}' if x[0] > 0 else 'no'"}
for sn, e in STRS.items():
    J(f"str_{sn}", f"return {e}", params="x, s, n, m", args="X, S, 3, 'ab'")
PRINTS = {"int": "print(n)", "tensor": "print(x)", "mixed": "print('a', n, x)", "tuple": "print((1, 2))",
          "list_t": "print([x, 1])", "dict": "print({'a': 1})", "fstr": "print(f'v={n}')", "item": "print(x[0].item())",
          "shape": "print(x.shape)", "none": "print(None)", "sep": "print(1, 2, sep='-')", "end": "print(1, end='!')",
          "in_tensor_if": "if x[0] > 0:\n    print('pos')\nelse:\n    print('neg')", "in_loop": "for i in range(2):\n    print(i)",
          "in_tensor_loop": "i = x[0]\nwhile i < 3:\n    print(i)\n    i = i + 1", "float": "print(2.5)", "bool_t": "print(x > 1)",
          "t0d": "print(s)", "str": "print('hello')", "ops_print": "ops.Print()('p', x)", "int_tensor": "print(xi)",
          "empty": "print()", "bool": "print(True)", "nested": "print(((1, 2), [3]))", "tensor_fstr": "print(f'{x}')",
          "mutable": "print(ms.mutable(3))", "float_tensor_scalar": "print(s * 1.5)", "2d": "print(m)"}
for pn, stmt in PRINTS.items():
    J(f"print_{pn}", f"{stmt}\nreturn n", params="x, xi, s, n, m", args="X, XI, S, 3, M", capture=True)

# ---------------------------------------------------------------------------------------------
family("functions")
FUNCS = {
    "closure": ("k = 3\ndef g(v):\n    return v * k\nreturn g(x)", "x", "X"),
    "closure_arg": ("def g(v):\n    return v * n\nreturn g(x)", "x, n", "X, 3"),
    "closure_tensor": ("def g(v):\n    return v + x\nreturn g(s)", "x, s", "X, S"),
    "closure_rebind": ("k = 1\ndef g():\n    return k\nk = 2\nreturn g()", "", ""),
    "closure_returned": ("def mk(a):\n    def h(b):\n        return a * b\n    return h\nreturn mk(2)(x)", "x", "X"),
    "nested_def_default": ("def g(v, w=2):\n    return v * w\nreturn g(x), g(x, 3), g(x, w=4)", "x", "X"),
    "default_tensor": ("def g(v, w=None):\n    if w is None:\n        return v\n    return v + w\nreturn g(x), g(x, x)", "x", "X"),
    "args": ("def g(*a):\n    return len(a), a\nreturn g(1, x, 'q')", "x", "X"),
    "kwargs": ("def g(**kw):\n    return kw\nreturn g(a=1, b=x)", "x", "X"),
    "kwargs_keys": ("def g(**kw):\n    return tuple(kw.keys()), len(kw)\nreturn g(a=1, b=x)", "x", "X"),
    "args_kwargs": ("def g(a, *b, c=1, **d):\n    return a, b, c, d\nreturn g(1, 2, 3, c=4, e=5)", "", ""),
    "kwonly": ("def g(a, *, b):\n    return a - b\nreturn g(x, b=1)", "x", "X"),
    "kwonly_missing": ("def g(a, *, b):\n    return a - b\nreturn g(x)", "x", "X"),
    "posonly": ("def g(a, b, /):\n    return a - b\nreturn g(x, 1)", "x", "X"),
    "lambda": ("g = lambda v: v * 2\nreturn g(x)", "x", "X"),
    "lambda_default": ("g = lambda v, w=3: v * w\nreturn g(x)", "x", "X"),
    "lambda_inline": ("return (lambda v: v + 1)(x)", "x", "X"),
    "lambda_closure": ("k = 5\nreturn (lambda: k * x)()", "x", "X"),
    "lambda_in_map": ("return tuple(map(lambda a, b: a * b, (1, 2), (3, 4)))", "", ""),
    "recursion_const": ("def fact(k):\n    if k <= 1:\n        return 1\n    return k * fact(k - 1)\nreturn fact(5)", "", ""),
    "recursion_tensor": ("def rec(v, k):\n    if k == 0:\n        return v\n    return rec(v * 2, k - 1)\nreturn rec(x, 3)", "x", "X"),
    "mutual_recursion": ("def ev(k):\n    return True if k == 0 else od(k - 1)\ndef od(k):\n    return False if k == 0 else ev(k - 1)\nreturn ev(4)", "", ""),
    "multiple_returns": ("def g(v):\n    return v, v * 2\na, b = g(x)\nreturn b - a", "x", "X"),
    "return_none": ("def g(v):\n    v = v + 1\nreturn g(x)", "x", "X"),
    "return_nothing_used": ("def g():\n    return\nreturn g() is None", "", ""),
    "call_kw_order": ("def g(a, b, c):\n    return a * 100 + b * 10 + c\nreturn g(c=3, a=1, b=2)", "", ""),
    "star_args_call": ("def g(a, b, c):\n    return a + b + c\nt = (1, 2)\nreturn g(*t, 3), g(1, *[2, 3])", "", ""),
    "kw_unpack_call": ("def g(a, b):\n    return a - b\nreturn g(**{'b': 1, 'a': x})", "x", "X"),
    "too_many_args": ("def g(a):\n    return a\nreturn g(x, 1)", "x", "X"),
    "unknown_kw": ("def g(a):\n    return a\nreturn g(x, q=1)", "x", "X"),
    "default_mutable_list": ("def g(a, acc=[]):\n    acc.append(a)\n    return len(acc)\nreturn g(1), g(2)", "", ""),
    "function_as_arg": ("def ap(fn, v):\n    return fn(v)\nreturn ap(ops.relu, x - 2), ap(lambda q: q * 3, x)", "x", "X"),
    "function_in_tuple": ("fs = (ops.exp, ops.neg)\nreturn fs[1](x)", "x", "X"),
    "function_in_dict": ("fs = {'a': ops.neg}\nreturn fs['a'](x)", "x", "X"),
    "function_select_tensor": ("fs = (ops.exp, ops.neg)\nreturn fs[si](x)", "x, si", "X, SI - 1"),
    "decorated_inner": ("def deco(fn):\n    def w(v):\n        return fn(v) + 1\n    return w\n@deco\ndef g(v):\n    return v * 2\nreturn g(x)", "x", "X"),
    "partial": ("from functools import partial\ndef g(a, b):\n    return a - b\nreturn partial(g, b=1)(x)", "x", "X"),
    "global_read": ("return x * GLOBAL_K", "x", "X"),
    "global_tuple": ("return GLOBAL_T[1] + x", "x", "X"),
    "global_dict": ("return GLOBAL_D['a'] * x", "x", "X"),
    "global_func": ("return global_helper(x)", "x", "X"),
    "global_tensor": ("return x + GLOBAL_TENSOR", "x", "X"),
    "global_stmt": ("global GLOBAL_K\nreturn x * GLOBAL_K", "x", "X"),
    "global_assign": ("global GLOBAL_W\nGLOBAL_W = 5\nreturn x * GLOBAL_W", "x", "X"),
    "nonlocal": ("k = 1\ndef g():\n    nonlocal k\n    k = k + 1\n    return k\nreturn g()", "", ""),
    "jit_calls_jit": ("return jit_helper(x) + 1", "x", "X"),
    "jit_calls_jit_kw": ("return jit_helper(v=x)", "x", "X"),
    "calls_cell": ("return CELL_HELPER(x)", "x", "X"),
    "calls_new_cell": ("return HelperCell()(x)", "x", "X"),
    "jit_class_method": ("return JC_OBJ.scale(x)", "x", "X"),
    "jit_class_attr": ("return x * JC_OBJ.k", "x", "X"),
    "jit_class_create": ("o = JitK(4)\nreturn o.scale(x)", "x", "X"),
    "jit_class_call": ("return JC_OBJ(x)", "x", "X"),
    "jit_class_arg": ("return o.scale(x)", "x, o", "X, JC_OBJ"),
    "plain_class_attr": ("return x * PLAIN_OBJ.k", "x", "X"),
    "plain_class_method": ("return PLAIN_OBJ.scale(x)", "x", "X"),
    "staticmethod_call": ("return PlainK.twice(x)", "x", "X"),
    "method_of_tensor_ref": ("f2 = x.sum\nreturn f2()", "x", "X"),
    "builtin_ref": ("g = len\nreturn g((1, 2))", "", ""),
    "class_ref_isinstance": ("return isinstance(CELL_HELPER, nn.Cell), isinstance(x, (int, ms.Tensor))", "x", "X"),
    "generator_fn": ("def g():\n    yield 1\nreturn tuple(g())", "", ""),
    "inner_class": ("class A:\n    k = 1\nreturn A.k", "", ""),
    "getattr_module": ("return getattr(ops, 'neg')(x)", "x", "X"),
    "ops_functional_kw": ("return ops.sum(x, dim=0, keepdim=True)", "x", "X"),
    "docstring": ("'''doc'''\nreturn x", "x", "X"),
    "annotated": ("y: ms.Tensor = x * 2\nz: int = 3\nreturn y + z", "x", "X"),
    "annotated_params": ("return x", "x: ms.Tensor", "X"),
    "default_param_jit": ("return x * k", "x, k=2", "X"),
    "kwonly_param_jit": ("return x * k", "x, *, k=2", "X, k=3"),
    "varargs_param_jit": ("return len(a), a[0] + a[1]", "*a", "X, X"),
    "kwargs_param_jit": ("return kw['a'] + 1", "**kw", "a=X"),
    "mixed_param_jit": ("return x + len(a) + kw.get('b', 0)", "x, *a, **kw", "X, 1, 2, b=5"),
    "tensor_kwarg_call": ("return x + y", "x, y", "X, y=S"),
}
PRE_F = """
GLOBAL_K = 3
GLOBAL_W = 1
GLOBAL_T = (1, 2)
GLOBAL_D = {'a': 4}
GLOBAL_TENSOR = ms.Tensor(np.array([10.0, 20.0, 30.0], np.float32))
def global_helper(v):
    return v * 7
@ms.jit
def jit_helper(v):
    return v * 2
class HelperCell(nn.Cell):
    def construct(self, v):
        return v - 1
CELL_HELPER = HelperCell()
@ms.jit_class
class JitK:
    def __init__(self, k):
        self.k = k
    def scale(self, v):
        return v * self.k
    def __call__(self, v):
        return v + self.k
JC_OBJ = JitK(3)
class PlainK:
    def __init__(self, k):
        self.k = k
    def scale(self, v):
        return v * self.k
    @staticmethod
    def twice(v):
        return v * 2
PLAIN_OBJ = PlainK(5)
"""
for fn, (body, params, args) in FUNCS.items():
    J(fn, body, params=params, args=args, pre=PRE_F)
J("jit_twice_different_const", "return x * n", params="x, n", args="X, 2")
P("jit_recompile_const", "@ms.jit\ndef f@ID(x, n):\n    return x * n\n", "(f@ID(X, 2), f@ID(X, 3), f@ID(X, 2.5))")
P("jit_shape_change", "@ms.jit\ndef f@ID(x):\n    return x.sum(), x.shape\n", "(f@ID(X), f@ID(M))")
P("jit_global_changed", "K@ID = 2\n@ms.jit\ndef f@ID(x):\n    return x * K@ID\n",
  "(f@ID(X), globals().__setitem__('K@ID', 5), f@ID(X))")
P("jit_method", "class A@ID:\n    def __init__(self):\n        self.k = 2\n    @ms.jit\n    def run(self, x):\n        return x * self.k\n",
  "A@ID().run(X)")
P("jit_lambda", "f@ID = ms.jit(lambda x: x * 2)\n", "f@ID(X)")
P("jit_partial", "import functools\ndef g@ID(x, k):\n    return x * k\nf@ID = ms.jit(functools.partial(g@ID, k=3))\n",
  "f@ID(X)")
P("jit_function_arg", "@ms.jit\ndef f@ID(fn, x):\n    return fn(x)\n", "f@ID(ops.neg, X)")
P("jit_cell_arg", "@ms.jit\ndef f@ID(c, x):\n    return c(x)\nclass C@ID(nn.Cell):\n    def construct(self, x):\n        return x + 1\n",
  "f@ID(C@ID(), X)")
P("jit_class_instance_arg_attr_change", "@ms.jit_class\nclass K@ID:\n    def __init__(self):\n        self.k = 2\no@ID = K@ID()\n"
  "@ms.jit\ndef f@ID(x):\n    return x * o@ID.k\n", "(f@ID(X), setattr(o@ID, 'k', 5), f@ID(X))")
INPUTS = {"int": "3", "float": "2.5", "bool": "True", "none": "None", "str": "'ab'", "tuple": "(1, 2)", "list": "[1, 2]",
          "dict": "{'a': 1}", "tuple_t": "(X, S)", "list_t": "[X, S]", "dict_t": "{'a': X}", "nested": "((1, [2]), {'b': (3,)})",
          "mutable_int": "ms.mutable(3)", "mutable_tuple": "ms.mutable((1, 2))", "mutable_list": "ms.mutable([1, 2])",
          "mutable_list_t": "ms.mutable([X, S])", "mutable_dict": "ms.mutable({'a': X})", "mutable_float": "ms.mutable(2.5)",
          "np_array": "np.array([1, 2])", "np_scalar": "np.float32(1.5)", "dtype": "ms.float32", "slice": "slice(1, 2)",
          "empty_tuple": "()", "empty_list": "[]", "param": "PARAM0", "type": "int", "bigint": "2 ** 64",
          "mutable_dynamic_list": "ms.mutable([1, 2], True)", "ellipsis": "...", "range": "range(3)"}
PRE_P = "PARAM0 = ms.Parameter(ms.Tensor(np.array([1.0, 2.0], np.float32)), name='param0')"
for inn, a in INPUTS.items():
    J(f"input_return[{inn}]", "return a", params="a", args=a, pre=PRE_P)
    J(f"input_type[{inn}]", "return type(a).__name__" if inn != "param" else "return isinstance(a, ms.Parameter)",
      params="a", args=a, pre=PRE_P)
    N(f"cell_input_return[{inn}]", "return a", params="a", args=a, pre=PRE_P)
for e, a in (("len(a)", "ms.mutable([1, 2, 3])"), ("a[1]", "ms.mutable((1, 2, 3))"), ("a + 1", "ms.mutable(2)"),
             ("a * 2.0", "ms.mutable(2)"), ("a.append(4) or a", "ms.mutable([1, 2], True)"), ("len(a)", "ms.mutable([1, 2], True)"),
             ("a[0] + a[1]", "ms.mutable([X, S])"), ("a['a'] * 2", "ms.mutable({'a': X})"), ("sum(a)", "ms.mutable((1, 2, 3))"),
             ("[v * 2 for v in a]", "ms.mutable((1, 2))"), ("a == 2", "ms.mutable(2)"), ("type(a).__name__", "ms.mutable(2)"),
             ("a // 2, a % 2, a / 2", "ms.mutable(7)"), ("max(a)", "ms.mutable((1, 5, 2))"), ("a[::-1]", "ms.mutable((1, 2, 3))"),
             ("a.index(2)", "ms.mutable([1, 2, 3])"), ("2 in a", "ms.mutable((1, 2))"), ("a if a > 1 else -a", "ms.mutable(3)"),
             ("int(a) + float(a)", "ms.mutable(2.5)"), ("ms.Tensor(a)", "ms.mutable(3)"), ("ms.Tensor(a)", "ms.mutable((1, 2))"),
             ("x * a", "ms.mutable(3)"), ("x[a]", "ms.mutable(1)"), ("x[:a]", "ms.mutable(2)"), ("ops.ones((a, 2))", "ms.mutable(2)"),
             ("x.reshape((a, 1))", "ms.mutable(3)"), ("range(a)", "ms.mutable(3)"), ("tuple(range(a))", "ms.mutable(3)")):
    J(f"mutable_use[{e}]({a})", f"return {e}", params="x, a", args=f"X, {a}")

# ---------------------------------------------------------------------------------------------
family("cells")
ATTR_INIT = """
self.p = ms.Parameter(ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name='p')
self.k = 2
self.f = 1.5
self.l = [1, 2, 3]
self.t = (4, 5)
self.d = {'a': 1, 'b': 2}
self.s = 'abc'
self.none = None
self.flag = True
self.tensor = ms.Tensor(np.array([1.0, 1.0, 1.0], np.float32))
self.fn = ops.neg
self.lam = lambda v: v * 3
self.clist = nn.CellList([nn.ReLU(), nn.Tanh()])
self.seq = nn.SequentialCell([nn.ReLU()])
self.dense = nn.Dense(3, 2, weight_init='ones', bias_init='zeros')
self.np = np.array([1.0, 2.0, 3.0], np.float32)
self.dtype = ms.float32
self.cell_list_py = [nn.ReLU(), nn.Tanh()]
self.cell_dict = nn.CellDict({'r': nn.ReLU()})
self.pt = ms.ParameterTuple((ms.Parameter(ms.Tensor(np.array([2.0], np.float32)), name='q0'),))
"""
ATTR_READS = {"param": "x * self.p", "int": "x * self.k", "float": "x + self.f", "list": "x * self.l[1]",
              "list_len": "len(self.l)", "list_whole": "self.l", "tuple": "self.t", "dict": "self.d['b'] * x",
              "dict_whole": "self.d", "str": "self.s", "str_upper": "self.s.upper()", "none": "self.none",
              "bool_if": "x if self.flag else -x", "tensor": "x + self.tensor", "fn": "self.fn(x)", "lambda": "self.lam(x)",
              "celllist": "self.clist[1](x)", "celllist_loop": "[c(x) for c in self.clist]", "seq": "self.seq(x - 2)",
              "dense": "self.dense(x[None])", "np": "x + ms.Tensor(self.np)", "np_direct": "self.np",
              "dtype": "x.astype(self.dtype)", "py_cell_list": "self.cell_list_py[1](x)", "celldict": "self.cell_dict['r'](x - 2)",
              "param_tuple": "self.pt[0] * x", "missing": "self.nope", "getattr": "getattr(self, 'k') * x",
              "getattr_default": "getattr(self, 'nope', 7)", "hasattr": "(hasattr(self, 'k'), hasattr(self, 'nope'))",
              "param_name": "self.p.name", "param_shape": "self.p.shape", "param_requires_grad": "self.p.requires_grad",
              "training": "self.training", "cls_name": "self.cls_name", "param_dtype": "self.p.dtype",
              "celllist_len": "len(self.clist)", "celllist_index_tensor": "self.clist[si](x)",
              "list_tensor_index": "self.l[si]", "param_item": "self.p[0]", "param_slice": "self.p[1:]",
              "parameters_list": "len(self.trainable_params())", "dense_weight": "self.dense.weight"}
for an, e in ATTR_READS.items():
    N(f"read[{an}]", f"return {e}", params="x, si", args="X, SI", init=ATTR_INIT)
ATTR_WRITES = {"param_assign": "self.p = x * 2\nreturn self.p", "param_assign_op": "ops.assign(self.p, x)\nreturn self.p + 1",
               "param_aug": "self.p += 1\nreturn self.p", "param_setitem": "self.p[0] = 9\nreturn self.p",
               "int_incr": "self.k = self.k + 1\nreturn self.k", "int_aug": "self.k += 1\nreturn x * self.k",
               "new_attr": "self.new = 5\nreturn self.new", "new_attr_tensor": "self.newt = x * 2\nreturn self.newt",
               "tensor_attr": "self.tensor = x\nreturn self.tensor", "list_append": "self.l.append(4)\nreturn self.l",
               "list_setitem": "self.l[0] = 9\nreturn self.l", "dict_setitem": "self.d['c'] = 3\nreturn self.d",
               "setattr": "setattr(self, 'k', 7)\nreturn self.k", "setattr_param": "setattr(self, 'p', x + 1)\nreturn self.p",
               "str_attr": "self.s = 'x'\nreturn self.s", "param_set_data": "self.p.set_data(x)\nreturn self.p",
               "param_in_tensor_if": "if x[0] > 0:\n    self.p = x * 3\nreturn self.p",
               "param_in_loop": "for i in range(2):\n    self.p = self.p + 1\nreturn self.p",
               "param_in_while": "i = x[0]\nwhile i < 3:\n    self.p = self.p + 1\n    i = i + 1\nreturn self.p",
               "delattr": "del self.k\nreturn x", "int_in_tensor_if": "if x[0] > 0:\n    self.k = 5\nreturn x * self.k",
               "param_assign_wrong_shape": "self.p = x[:2]\nreturn self.p", "param_assign_int": "self.p = 3\nreturn self.p",
               "param_assign_dtype": "self.p = x.astype(ms.int32)\nreturn self.p.dtype, self.p"}
for wn, body in ATTR_WRITES.items():
    N(f"write[{wn}]", body, params="x", args="X", init=ATTR_INIT, calls=2)
N("construct_default_arg", "return x * k", params="x, k=2", args="X")
N("construct_varargs", "return len(a), a[0]", params="*a", args="X, S")
N("construct_kwargs", "return kw['y'] * 2", params="**kw", args="y=X")
N("construct_kw_call", "return x - y", params="x, y", args="y=S, x=X")
N("construct_too_many", "return x", params="x", args="X, X")
N("construct_too_few", "return x + y", params="x, y", args="X")
N("construct_no_args", "return 1", params="", args="")
N("construct_returns_none", "y = x + 1", params="x", args="X")
N("construct_returns_self_attr_param", "return self.p", params="x", args="X", init=ATTR_INIT)
P("cell_method_helper", """
class Net@ID(nn.Cell):
    def helper(self, v, k=1):
        return v * k + self.bias()
    def bias(self):
        return 1
    def construct(self, x):
        return self.helper(x, 2)
""", "Net@ID()(X)")
P("cell_property", """
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self._k = 3
    @property
    def k(self):
        return self._k * 2
    def construct(self, x):
        return x * self.k
""", "Net@ID()(X)")
P("cell_staticmethod", """
class Net@ID(nn.Cell):
    @staticmethod
    def twice(v):
        return v * 2
    def construct(self, x):
        return self.twice(x) + Net@ID.twice(1)
""", "Net@ID()(X)")
P("cell_classmethod", """
class Net@ID(nn.Cell):
    K = 4
    @classmethod
    def k(cls):
        return cls.K
    def construct(self, x):
        return x * self.k()
""", "Net@ID()(X)")
P("cell_class_attr", """
class Net@ID(nn.Cell):
    K = (1, 2)
    def construct(self, x):
        return x * self.K[1] + Net@ID.K[0]
""", "Net@ID()(X)")
P("cell_super_construct", """
class Base@ID(nn.Cell):
    def construct(self, x):
        return x + 1
class Net@ID(Base@ID):
    def construct(self, x):
        return super().construct(x) * 2
""", "Net@ID()(X)")
P("cell_super_method_explicit", """
class Base@ID(nn.Cell):
    def g(self, x):
        return x + 1
class Net@ID(Base@ID):
    def g(self, x):
        return super(Net@ID, self).g(x) * 3
    def construct(self, x):
        return self.g(x)
""", "Net@ID()(X)")
P("cell_call_other_cell_kw", """
class In@ID(nn.Cell):
    def construct(self, x, k=1):
        return x * k
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.i = In@ID()
    def construct(self, x):
        return self.i(x, k=3) + self.i(x)
""", "Net@ID()(X)")
P("cell_state_rerun_int_attr", """
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
    def construct(self, x):
        return x * self.k
n@ID = Net@ID()
""", "(n@ID(X), setattr(n@ID, 'k', 5), n@ID(X))")
P("cell_state_rerun_list_attr", """
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.l = [1]
    def construct(self, x):
        return x * len(self.l)
n@ID = Net@ID()
""", "(n@ID(X), n@ID.l.append(2), n@ID(X))")
P("cell_param_set_data_outside", """
class Net@ID(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = ms.Parameter(ms.Tensor(np.array([1.0], np.float32)), name='p')
    def construct(self, x):
        return x * self.p
n@ID = Net@ID()
""", "(n@ID(X), n@ID.p.set_data(ms.Tensor(np.array([3.0], np.float32))), n@ID(X))")
P("cell_set_train_flag", """
class Net@ID(nn.Cell):
    def construct(self, x):
        if self.training:
            return x * 2
        return x
n@ID = Net@ID()
""", "(n@ID(X), n@ID.set_train(True) and None, n@ID(X))")
P("cell_construct_jit_decorated", """
class Net@ID(nn.Cell):
    @ms.jit
    def construct(self, x):
        return x * 2
""", "Net@ID()(X)")
P("cell_in_pynative_with_jit_method", """
class Net@ID(nn.Cell):
    @ms.jit
    def helper(self, x):
        return x * 2
    def construct(self, x):
        return self.helper(x) + 1
""", "Net@ID()(X)")

# ---------------------------------------------------------------------------------------------
family("errors")
ERRS = {
    "raise_const": ("if n > 1:\n    raise ValueError('n too big')\nreturn x", ),
    "raise_const_not_taken": ("if n > 5:\n    raise ValueError('n too big')\nreturn x", ),
    "raise_tensor": ("if x[0] > 0:\n    raise ValueError('positive')\nreturn x", ),
    "raise_tensor_not_taken": ("if x[0] > 5:\n    raise ValueError('big')\nreturn x", ),
    "raise_typeerror_fmt": ("raise TypeError(f'bad {n}')", ),
    "raise_custom": ("raise MyError('custom')", ),
    "raise_no_arg": ("raise ValueError", ),
    "raise_bare": ("raise", ),
    "raise_tensor_msg": ("if x[0] > 0:\n    raise ValueError('v', x)\nreturn x", ),
    "raise_keyerror": ("raise KeyError('k')", ),
    "raise_indexerror": ("raise IndexError('i')", ),
    "raise_notimpl": ("raise NotImplementedError('n')", ),
    "raise_runtime": ("raise RuntimeError('r')", ),
    "raise_from": ("raise ValueError('a') from None", ),
    "raise_in_loop_tensor": ("for v in x:\n    if v > 2:\n        raise ValueError('v big')\nreturn x", ),
    "raise_in_while_tensor": ("i = x[0]\nwhile i < 5:\n    if i > 2:\n        raise ValueError('i big')\n    i = i + 1\nreturn x", ),
    "assert_const_ok": ("assert n == 3\nreturn x", ),
    "assert_const_fail": ("assert n == 2, 'n must be 2'\nreturn x", ),
    "assert_tensor_ok": ("assert x[0] > 0\nreturn x", ),
    "assert_tensor_fail": ("assert x[0] > 5, 'x0 small'\nreturn x", ),
    "assert_tensor_multi": ("assert x > 0\nreturn x", ),
    "try": ("try:\n    y = x + 1\nexcept Exception:\n    y = x\nreturn y", ),
    "try_finally": ("try:\n    y = x + 1\nfinally:\n    y = x\nreturn y", ),
    "yield": ("yield x", ),
    "yield_from": ("yield from (1, 2)", ),
    "del_local": ("y = x\ndel y\nreturn x", ),
    "del_list_item": ("l = [1, 2]\ndel l[0]\nreturn l", ),
    "del_dict_item": ("d = {'a': 1, 'b': 2}\ndel d['a']\nreturn d", ),
    "global_stmt": ("global GLOBAL_E\nreturn x * GLOBAL_E", ),
    "import": ("import math\nreturn math.pi", ),
    "import_from": ("from math import pi\nreturn pi", ),
    "class_def": ("class A:\n    pass\nreturn x", ),
    "async": ("async def g():\n    pass\nreturn x", ),
    "with_open": ("with open('/dev/null') as fh:\n    pass\nreturn x", ),
    "set_literal": ("return {1, 2}", ),
    "set_comp": ("return {i for i in range(2)}", ),
    "set_call": ("return set((1, 2))", ),
    "frozenset": ("return frozenset((1, 2))", ),
    "walrus": ("if (y := n) > 1:\n    return y\nreturn 0", ),
    "complex_literal": ("return 2j", ),
    "bytes_literal": ("return b'ab'", ),
    "two_for_comp": ("return [i * j for i in range(2) for j in range(2)]", ),
    "for_else": ("for i in range(2):\n    pass\nelse:\n    return x\nreturn x", ),
    "while_else": ("i = 0\nwhile i < 2:\n    i += 1\nelse:\n    return x\nreturn x", ),
    "match": ("match n:\n    case 3:\n        return x\n    case _:\n        return -x", ),
    "unbound_one_branch": ("if x[0] > 0:\n    y = x\nreturn y", ),
    "unbound_const_false": ("if n > 5:\n    y = x\nreturn y", ),
    "undefined_name": ("return x + undefined_name_q", ),
    "undefined_attr_module": ("return ops.no_such_op(x)", ),
    "tensor_no_method": ("return x.no_such_method()", ),
    "shape_mismatch_add": ("return x + ops.ones((2, 2))", ),
    "shape_mismatch_matmul": ("return ops.matmul(ops.ones((2, 3)), ops.ones((2, 3)))", ),
    "reshape_bad": ("return x.reshape((2, 2))", ),
    "index_out_of_range_tuple": ("t = (1, 2)\nreturn t[5]", ),
    "index_out_of_range_tensor_const": ("return x[5]", ),
    "index_out_of_range_list": ("l = [1, 2]\nreturn l[n]", ),
    "key_missing": ("d = {'a': 1}\nreturn d['b']", ),
    "div_zero_const": ("return n / 0", ),
    "mod_zero_const": ("return n % 0", ),
    "floordiv_zero_mut": ("return ms.mutable(n) // 0", ),
    "int_of_str_bad": ("return int('abc')", ),
    "call_non_callable": ("return n(1)", ),
    "tuple_setitem": ("t = (1, 2)\nt[0] = 3\nreturn t", ),
    "str_setitem": ("s = 'ab'\ns[0] = 'c'\nreturn s", ),
    "bool_multi_tensor": ("return bool(x)", ),
    "if_multi_tensor": ("if x:\n    return x\nreturn -x", ),
    "while_multi_tensor": ("while x:\n    x = x - 1\nreturn x", ),
    "int_multi_tensor": ("return int(x)", ),
    "tensor_str_add": ("return x + 'a'", ),
    "tensor_none_add": ("return x + None", ),
    "tuple_tensor_add": ("return (1, 2) + x", ),
    "list_int_add": ("return [1] + 1", ),
    "str_int_add": ("return 'a' + 1", ),
    "len_int": ("return len(n)", ),
    "iter_int": ("for i in n:\n    pass\nreturn x", ),
    "iter_none": ("for i in None:\n    pass\nreturn x", ),
    "unpack_int": ("a, b = n\nreturn a", ),
    "getattr_missing": ("return getattr(x, 'nope')", ),
    "exec": ("exec('y = 1')\nreturn x", ),
    "eval": ("return eval('1 + 2')", ),
    "open": ("return open('/dev/null')", ),
    "input": ("return input()", ),
    "vars": ("return len(vars())", ),
    "locals": ("return len(locals())", ),
    "super_bare": ("return super()", ),
    "lambda_tensor_cond": ("g = lambda v: v if v[0] > 0 else -v\nreturn g(x)", ),
    "recursion_tensor_cond": ("return REC_T(x)", ),
    "recursion_infinite": ("return REC_INF(n)", ),
    "return_generator_expr": ("return (i for i in range(2))", ),
    "return_function": ("return ops.neg", ),
    "return_lambda": ("return lambda v: v", ),
    "return_class": ("return int", ),
    "return_module": ("return np", ),
    "return_range": ("return range(3)", ),
    "return_zip": ("return zip((1,), (2,))", ),
    "return_slice": ("return slice(1, 2)", ),
    "return_ellipsis": ("return ...", ),
    "return_dtype": ("return ms.float32", ),
    "return_dict_view": ("return {'a': 1}.keys()", ),
    "return_cell": ("return CELL_E", ),
    "return_np": ("return np.array([1, 2])", ),
    "return_np_float": ("return np.float64(1.5)", ),
    "return_set_via_fallback": ("return len(set((1, 1, 2)))", ),
    "print_to_file": ("import sys\nprint('a', file=sys.stderr)\nreturn x", ),
    "star_expr_alone": ("a = *x,\nreturn a", ),
    "tensor_attr_set": ("x.foo = 1\nreturn x", ),
    "tensor_setitem_tensor_index": ("x[si] = 5\nreturn x", ),
    "tensor_setitem_bad_shape": ("x[0] = ops.ones((2, 2))\nreturn x", ),
    "astype_bad": ("return x.astype('complex_nope')", ),
    "ops_bad_arg_type": ("return ops.relu(3)", ),
    "ops_bad_kwarg": ("return ops.sum(x, nope=1)", ),
    "primitive_bad_attr": ("return ops.ReduceSum(keep_dims='yes')(x)", ),
}
PRE_E = """
GLOBAL_E = 2
class MyError(ValueError):
    pass
def REC_T(v):
    if v.sum() > 100:
        return v
    return REC_T(v * 2)
def REC_INF(k):
    return REC_INF(k + 1)
class _CE(nn.Cell):
    def construct(self, v):
        return v
CELL_E = _CE()
"""
for en, (body,) in ERRS.items():
    J(en, body, params="x, n, si", args="X, 3, SI", pre=PRE_E)
for en in ("raise_tensor", "assert_tensor_fail", "try", "yield", "del_local", "for_else", "unbound_one_branch",
           "set_literal", "two_for_comp", "shape_mismatch_matmul", "global_stmt", "import", "return_function",
           "index_out_of_range_tuple", "key_missing", "div_zero_const", "if_multi_tensor", "walrus", "raise_custom"):
    N(f"cell_{en}", ERRS[en][0], params="x, n, si", args="X, 3, SI", pre=PRE_E)
N("cell_missing_attr", "return self.nothing_here", params="x", args="X")
N("cell_setattr_undefined_in_tensor_if", "if x[0] > 0:\n    self.zz = 1\nreturn x", params="x", args="X")


# =============================================================================================
# running
# =============================================================================================
PRELUDE = r'''
import os, sys, io, tempfile, contextlib, faulthandler
if os.environ.get("GSS_BACKEND") == "msgraph":
    sys.path.insert(0, os.environ["GSS_ROOT"])
    from msgraph import compat
    compat.install()
import numpy as np
import mindspore as ms
from mindspore import nn, ops
ms.set_context(mode=ms.GRAPH_MODE)
X = ms.Tensor(np.array([1.0, 2.0, 3.0], np.float32))
XI = ms.Tensor(np.array([1, 2, 3], np.int32))
M = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
S = ms.Tensor(np.array(2.0, np.float32))
S0 = ms.Tensor(np.array(0.0, np.float32))
SI = ms.Tensor(np.array(2, np.int32))
SH = ms.Tensor(np.array(2.0, np.float16))
SL = ms.Tensor(np.array(3, np.int64))
B = ms.Tensor(np.array(True))
L0 = [1, 2, 3]
_ERRS = (KeyError, IndexError, ZeroDivisionError, NotImplementedError, RecursionError, UnboundLocalError, NameError,
         AttributeError, TypeError, ValueError, OSError, RuntimeError, SyntaxError, AssertionError, StopIteration)


def _g(v):
    if v != v:
        return "nan"
    return "%.5g" % (v if v != 0 else 0.0)   # (-0.0 prints as 0)


def _fmt(v, depth=0):
    if depth > 6:
        return "..."
    if v is None:
        return "None"
    if isinstance(v, bool):
        return repr(v)
    if isinstance(v, int):
        return "int:%d" % v
    if isinstance(v, float):
        return "float:" + _g(v)
    if isinstance(v, str):
        return "str:" + repr(v)
    if isinstance(v, tuple):
        return "(" + ", ".join(_fmt(e, depth + 1) for e in v) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, list):
        return "[" + ", ".join(_fmt(e, depth + 1) for e in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(_fmt(k, depth + 1) + ": " + _fmt(e, depth + 1) for k, e in v.items()) + "}"
    if isinstance(v, np.ndarray):
        return "nd:%s%s%s" % (v.dtype.name, list(v.shape), _vals(v))
    if isinstance(v, np.generic):
        return "np:%s:%s" % (v.dtype.name, _vals(np.asarray(v)))
    if hasattr(v, "asnumpy") and hasattr(v, "dtype"):
        a = v.asnumpy()
        kind = "Param" if isinstance(v, ms.Parameter) else "T"
        return "%s:%s%s%s" % (kind, v.dtype, list(a.shape), _vals(a))
    if type(v).__name__ in ("Type", "DType", "TensorType", "Float", "Int", "UInt", "Bool", "BFloat", "Complex") \
            or type(v).__module__.endswith("dtype") or "typing" in type(v).__module__:
        return "dtype:" + str(v)
    return "<%s>" % type(v).__name__


def _vals(a):
    flat = a.ravel()
    if a.dtype.kind == "f" or a.dtype.name == "bfloat16":
        items = [_g(float(e)) for e in flat.astype(np.float64)[:12]]
    else:
        items = [str(e) for e in flat.tolist()[:12]]
    return "[" + " ".join(items) + (" ..." if flat.size > 12 else "") + "]"


def _cls(e):
    """Every builtin class the exception is an instance of (msgraph raises some as two: TypeError|RuntimeError)."""
    names = [c.__name__ for c in _ERRS if isinstance(e, c) and not (c is NameError and isinstance(e, UnboundLocalError))]
    return "|".join(names) or type(e).__name__


def _capture(fn):
    sys.stdout.flush()
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        saved = os.dup(1)
        os.dup2(tmp.fileno(), 1)
        buf = io.StringIO()
        box = []
        try:
            with contextlib.redirect_stdout(buf):
                try:
                    box.append(fn())
                    box.append(fn())
                    if os.environ.get("GSS_BACKEND") != "msgraph":
                        ms.runtime.synchronize()
                except BaseException as e:
                    box.append(e)
                sys.stdout.flush()
        finally:
            try:
                sys.__stdout__.flush()
            except Exception:
                pass
            os.dup2(saved, 1)
            os.close(saved)
        tmp.seek(0)
        text = buf.getvalue() + tmp.read().decode("utf-8", "replace")
    if box and isinstance(box[-1], BaseException):
        raise box[-1]
    return box[-1], text


def _run(label, fn, capture=False):
    print("@@start " + label, flush=True)
    faulthandler.dump_traceback_later(90, exit=True)   # a program that hangs (MindSpore's raise of a Tensor) ends it
    try:
        if isinstance(fn, BaseException):  # the program's definitions raised
            raise fn
        if capture:
            r, out = _capture(fn)
            text = _fmt(r) + " || printed=" + repr(out)
        else:
            text = _fmt(fn())
    except BaseException as e:
        msg = [ln for ln in str(e).splitlines() if ln.strip()]
        text = "ERR %s: %s" % (_cls(e), (msg[0].strip()[:200] if msg else ""))
        if os.environ.get("GSS_BACKEND") != "msgraph":
            try:
                ms.runtime.synchronize()
            except Exception:
                pass
    faulthandler.cancel_dump_traceback_later()
    print("@@ " + label + " | " + text.replace("\n", "\\n"), flush=True)
'''


def batch_source(programs):
    parts = [PRELUDE]
    for k, (label, src, expr, capture) in enumerate(programs):
        uid = f"_{k}"
        body = textwrap.indent(src.replace('@ID', uid), "    ")
        parts.append(f"# ---- {label}\ntry:\n    pass\n{body}\nexcept BaseException as _e:\n    _run({label!r}, _e)\n"
                     f"else:\n    _run({label!r}, lambda: {expr.replace('@ID', uid)}, {capture})\n")
    return "\n".join(parts)


def run_side(backend, python, fam, programs, timeout=600, root=ROOT):
    """{label: text} for ``programs`` under one backend; restarts after a program that kills the process."""
    out = {}
    todo = list(programs)
    tmp = tempfile.mkdtemp(prefix=f"gss_{backend}_{fam}_")
    env = dict(os.environ, GSS_BACKEND=backend, GSS_ROOT=root, GLOG_v="3", MSGRAPH_NUMBA="0",
               PYTHONWARNINGS="ignore")
    env.pop("PYTHONPATH", None)
    round_ = 0
    while todo:
        path = os.path.join(tmp, f"batch{round_}.py")
        with open(path, "w") as f:
            f.write(batch_source(todo))
        round_ += 1
        try:
            proc = subprocess.run([python, path], capture_output=True, text=True, timeout=timeout, env=env, cwd=tmp,
                                  stdin=subprocess.DEVNULL)
            stdout, stderr, dead = proc.stdout, proc.stderr, f"exit {proc.returncode}"
        except subprocess.TimeoutExpired as exc:
            stdout = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
            stderr, dead = "", "timeout"
        started = None
        for line in stdout.splitlines():
            if line.startswith("@@start "):
                started = line[8:]
            elif line.startswith("@@ ") and " | " in line:
                label, text = line[3:].split(" | ", 1)
                out[label] = text
                started = None
        done = {p[0] for p in todo if p[0] in out}
        rest = [p for p in todo if p[0] not in done]
        if not rest:
            break
        if started is None:  # died before the first program: a prelude or definition error
            first = rest[0][0]
            tail = (stderr.strip().splitlines() or [dead])[-1]
            out[first] = f"CRASH {dead}: {tail[:200]}"
            rest = rest[1:]
        else:
            out[started] = f"CRASH {dead}: {(stderr.strip().splitlines() or [''])[-1][:200]}"
            rest = [p for p in rest if p[0] != started]
        todo = rest
    return out


def same(a, b):
    if a == b:
        return True
    if a.startswith("ERR ") and b.startswith("ERR "):
        # MindSpore's class (its first builtin one) is one of msgraph's (the harness's isinstance check)
        return a.split(":", 1)[0][4:].split("|")[0] in b.split(":", 1)[0][4:].split("|")
    return False


def sibling_main(families, save: str, argv) -> int:
    """The entry point of a sibling sweep (graph_semantics_sweep.py, graph_state_sweep.py, graph_jit_sweep.py): its
    own families unless ``-f`` names others, its MindSpore results saved to ``save`` unless ``--save`` says where."""
    argv = list(argv)
    if not any(a in ("-f", "--families") or a.startswith("--families=") for a in argv):
        argv = ["-f", ",".join(families)] + argv
    if "--save" not in argv:
        argv = ["--save", save] + argv
    return main(argv)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-f", "--families", default=",".join(FAMILIES))
    ap.add_argument("-k", default="")
    ap.add_argument("--oracle", default="/tmp/ms/bin/python")
    ap.add_argument("--save", default="/tmp/gss")
    ap.add_argument("--load", default=None)
    ap.add_argument("--show", action="store_true")
    ap.add_argument("-v", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--msgraph-root", default=ROOT, help="the msgraph checkout to run (e.g. a worktree of an older commit)")
    a = ap.parse_args(argv)
    fams = [f for f in a.families.split(",") if f]
    sel = {f: [p for p in FAMILIES[f] if a.k in p[0]] for f in fams}
    if a.show:
        for f in fams:
            for label, src, expr, cap in sel[f]:
                print(f"# ---- {label}\n{src}\n{expr}\n")
        return 0
    os.makedirs(a.save, exist_ok=True)
    ms_saved = {}
    if a.load:
        with open(os.path.join(a.load, "mindspore.json")) as f:
            ms_saved = json.load(f)

    def saved(name):
        path = os.path.join(a.save, name)
        if os.path.exists(path):
            with open(path) as f:
                return json.load(f)
        return {}

    def one(fam):
        progs = sel[fam]
        if not progs:
            return fam, {}, {}
        if a.load:
            m = {p[0]: ms_saved[p[0]] for p in progs if p[0] in ms_saved}
            missing = [p for p in progs if p[0] not in ms_saved]
            if missing:
                m.update(run_side("mindspore", a.oracle, fam, missing))
        else:
            m = run_side("mindspore", a.oracle, fam, progs)
        g = run_side("msgraph", sys.executable, fam, progs, root=a.msgraph_root)
        return fam, m, g

    all_m, all_g = {**saved("mindspore.json"), **ms_saved}, saved("msgraph.json")
    total = ndiff = 0
    with ThreadPoolExecutor(max(1, a.j)) as pool:
        for fam, m, g in pool.map(one, fams):
            all_m.update(m)
            all_g.update(g)
            for name, data in (("mindspore.json", all_m), ("msgraph.json", all_g)):
                with open(os.path.join(a.save, name), "w") as f:
                    json.dump(data, f, indent=0, sort_keys=True)
            diffs = [(lab, m.get(lab, "MISSING"), g.get(lab, "MISSING")) for lab, *_ in sel[fam]
                     if not same(m.get(lab, "MISSING"), g.get(lab, "MISSING"))]
            total += len(sel[fam])
            ndiff += len(diffs)
            print(f"== {fam}: {len(sel[fam])} programs, {len(diffs)} differing")
            for lab, mv, gv in diffs:
                if a.v or not (mv.startswith("ERR") and gv.startswith("ERR")):
                    print(f"  {lab}\n     ms: {mv[:300]}\n    msg: {gv[:300]}")
                else:
                    print(f"  {lab}\n     ms: {mv.split(':', 1)[0]}\n    msg: {gv.split(':', 1)[0]}")
    print(f"TOTAL: {total} programs, {ndiff} differing")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
