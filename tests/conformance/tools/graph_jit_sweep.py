"""Graph-mode sweep, fourth part: the jit API surface, recompilation and what a compiled graph sees between calls;
MindSpore 2.10 vs msgraph, in Graph mode and PyNative.

Not run in CI (session 29, jit29).  A sibling of ``graph_syntax_sweep.py``, ``graph_semantics_sweep.py`` and
``graph_state_sweep.py``: it adds families to their generator and uses the first tool's runner, output format and
options unchanged (see its docstring), modelled on MindSpore's st/compiler tests (jit, mutable, dynamic_shape,
construct_input, inline) and st/pynative/jit:

- ``jitapi``: ``@ms.jit`` with and without parentheses, ``ms.jit(fn)`` / ``ms.jit(function=fn)`` on a function, a
  bound method, a staticmethod, a Cell method, a lambda, a ``functools.partial``; ``jit_level`` / ``capture_mode`` /
  ``backend`` / ``dynamic`` / ``fullgraph`` values MindSpore 2.10 accepts or refuses (the error class); the
  deprecated keywords (``mode``, ``input_signature``, ``jit_config``, ``hash_args``, ``compile_once``);
  ``ms.JitConfig`` and ``Cell.set_jit_config``; ``ms.set_context(jit_syntax_level=...)`` / ``jit_config``; jit in
  jit, ``ops.constexpr``, ``ms.jit_class``, ``ms.lazy_inline``, ``@ms.jit`` on a Cell's construct;
- ``recompile``: a compiled function called again after something changed: shape, dtype, Python
  int/float/bool/tuple/list/str arguments, ``ms.mutable`` scalars and sequences (``dynamic_len``), a global, a Cell
  attribute (plain value, Tensor, Parameter, list), a closure variable, ``Parameter.set_data``; ``Cell.set_inputs``
  with dynamic-shape Tensors then calls with several shapes (and a wrong rank);
- ``inputs``: construct/jit arguments of every kind (None, str, nested tuples/lists/dicts of Tensors and numbers,
  ``*args``/``**kwargs``, defaults, keyword calls) and what they come back as when returned.

Each program runs in Graph mode (``[graph]``) and in PyNative (``[pyn]``, where ``@ms.jit`` compiles on its own).

    python tests/conformance/tools/graph_jit_sweep.py                    # the families above, both sides
    python tests/conformance/tools/graph_jit_sweep.py -f recompile -v    # one family, with messages

Options as ``graph_syntax_sweep.py`` (``--save`` defaults to /tmp/gss29 here).

Measured (session 29, MindSpore 2.10 CPU): 1688 programs in 3 families; differing before the fixes -> after
(programs/jit29): 185 -> 67.  Per family: jitapi 566 (107 -> 14), recompile 436 (54 -> 46), inputs 686 (24 -> 7).
The 67 left are triaged in docs/differences.md ("Session 29 (jit29)"): MindSpore's stale graphs after a Cell or
object attribute, a child Cell or a global Parameter's ``set_data`` changed (46, in both its modes for ``@ms.jit``
code), MindSpore refusing what Python runs (one-line ``ms.jit(lambda ...)``, classmethods, ``self(x)`` in a jit
method, ``lazy_inline`` Cells in Graph mode, an int JitConfig option: 12), ``get_context('jit_level')`` before it
is set (2), a Cell's list argument written in Graph mode (1), and 6 ``_seq`` snapshots of errors that are the same
class by the harness's rule (msgraph's ``TypeError|RuntimeError``).
Session 31 (sweep31, 2026-12-05): msgraph's side of the 1688 programs on main at e40f0a1d and at e64c8d19 (before
session 29), MindSpore on the 118 whose result changed (jitapi 93, inputs 17, recompile 8): all 118 match MindSpore
(session 29's fixes); no program regressed since.
"""
from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import graph_state_sweep as gst  # noqa: E402
from graph_syntax_sweep import P, family, _ind  # noqa: E402

gss = gst.gss
_both = gst._both
OLD = set(gss.FAMILIES)

gss.PRELUDE += r'''
import collections
import functools


def _setg(name, value):
    """Rebind a module global between calls (``globals()`` of the batch module)."""
    globals()[name] = value


_CTX0 = {}
for _k in ("jit_syntax_level", "jit_config", "jit_level"):
    try:
        _CTX0[_k] = ms.get_context(_k)
    except Exception:
        pass


def _ctx_restore():
    """The context's jit knobs as the prelude found them (those it could read)."""
    for k, v in _CTX0.items():
        try:
            ms.set_context(**{k: v})
        except Exception:
            pass


def _tf(shape, dtype=np.float32):
    """A float Tensor of ``shape`` holding arange values (``dtype`` numpy's)."""
    n = int(np.prod(shape)) if shape else 1
    return ms.Tensor(np.arange(1, n + 1).astype(dtype).reshape(shape))
'''


def _seqs(*calls):
    """The ``_seq`` expression of a list of call strings (each a snapshot, an error kept as ``ERR class``)."""
    return "_seq(" + ", ".join(f"lambda: {c}" for c in calls) + ")"


# ---------------------------------------------------------------------------------------------
family("jitapi")
BODIES = {  # def F(x) -> ...
    "arith": "return x * 2 + 1",
    "if_t": "if x.sum() > 2:\n    return x * 2\nreturn x - 1",
    "tuple": "return x + 1, x.shape, 3",
    "loop": "s = x\nfor i in range(3):\n    s = s + i\nreturn s",
}
DECOS = {  # (text before ``def F@ID(x):``, text after the def; F@ID is what's called)
    "bare": ("@ms.jit\n", ""),
    "paren": ("@ms.jit()\n", ""),
    "call": ("", "F@ID = ms.jit(F@ID)\n"),
    "function_kw": ("", "F@ID = ms.jit(function=F@ID)\n"),
    "level_O0": ("@ms.jit(jit_level='O0')\n", ""),
    "level_O1": ("@ms.jit(jit_level='O1')\n", ""),
    "level_O2": ("@ms.jit(jit_level='O2')\n", ""),
    "level_bad": ("@ms.jit(jit_level='O3')\n", ""),
    "level_int": ("@ms.jit(jit_level=1)\n", ""),
    "capture_ast": ("@ms.jit(capture_mode='ast')\n", ""),
    "capture_trace": ("@ms.jit(capture_mode='trace')\n", ""),
    "capture_bad": ("@ms.jit(capture_mode='graph')\n", ""),
    "backend_ms": ("@ms.jit(backend='ms_backend')\n", ""),
    "backend_ge": ("@ms.jit(backend='GE')\n", ""),
    "backend_bad": ("@ms.jit(backend='nope')\n", ""),
    "dynamic_0": ("@ms.jit(dynamic=0)\n", ""),
    "dynamic_1": ("@ms.jit(dynamic=1)\n", ""),
    "dynamic_2": ("@ms.jit(dynamic=2)\n", ""),
    "fullgraph_true": ("@ms.jit(fullgraph=True)\n", ""),
    "fullgraph_str": ("@ms.jit(fullgraph='yes')\n", ""),
    "old_mode": ("@ms.jit(mode='PSJit')\n", ""),
    "old_input_signature": ("@ms.jit(input_signature=(ms.Tensor(shape=[None], dtype=ms.float32),))\n", ""),
    "old_jit_config": ("@ms.jit(jit_config=ms.JitConfig(jit_level='O1'))\n", ""),
    "old_compile_once": ("@ms.jit(compile_once=True)\n", ""),
    "unknown_option": ("@ms.jit(nope_option=1)\n", ""),
    "option_exc_mode": ("@ms.jit(exc_mode='auto')\n", ""),
    "positional_level": ("@ms.jit(None, 'ast')\n", ""),
    "twice": ("@ms.jit\n@ms.jit\n", ""),
}
for dn, (before, after) in DECOS.items():
    for bn, body in BODIES.items():
        src = f"{before}def F@ID(x):\n{_ind(body)}\n{after}"
        _both(f"deco.{dn}.{bn}", src, "F@ID(X)")

# the object jit returns, and jit on things that are not plain functions
_both("obj.callable", "@ms.jit\ndef F@ID(x):\n    return x\n", "(callable(F@ID), F@ID.__name__)")
_both("obj.wraps_doc", "@ms.jit\ndef F@ID(x):\n    'doc here'\n    return x\n", "F@ID.__doc__")
_both("obj.lambda", "F@ID = ms.jit(lambda x: x * 3)\n", "F@ID(X)")
_both("obj.lambda_two", "F@ID = ms.jit(lambda x, y: x * y + 1)\n", "F@ID(X, S)")
_both("obj.partial", "def G@ID(x, k):\n    return x * k\nF@ID = ms.jit(functools.partial(G@ID, k=3))\n", "F@ID(X)")
_both("obj.partial_pos", "def G@ID(k, x):\n    return x * k\nF@ID = ms.jit(functools.partial(G@ID, 2))\n", "F@ID(X)")
_both("obj.class_plain", "@ms.jit\nclass K@ID:\n    pass\n", "K@ID")
_both("obj.non_callable", "F@ID = ms.jit(3)\n", "F@ID(X)")
_both("obj.none_call", "F@ID = ms.jit(None)\n", "callable(F@ID)")
_both("obj.builtin", "F@ID = ms.jit(abs)\n", "F@ID(X)")
_both("obj.ops_fn", "F@ID = ms.jit(ops.relu)\n", "F@ID(X - 2)")
_both("obj.primitive", "F@ID = ms.jit(ops.Add())\n", "F@ID(X, X)")
_both("obj.cell_instance", "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x * 2\n"
      "F@ID = ms.jit(C@ID())\n", "F@ID(X)")
_both("obj.cell_class", "@ms.jit\nclass C@ID(nn.Cell):\n    def construct(self, x):\n        return x * 2\n",
      "C@ID()(X)")
METHODS = {
    "method_deco": "class K@ID:\n    def __init__(self):\n        self.k = 3\n    @ms.jit\n    def m(self, x):\n"
                   "        return x * self.k\nF@ID = K@ID().m\n",
    "bound_wrapped": "class K@ID:\n    def __init__(self):\n        self.k = 3\n    def m(self, x):\n"
                     "        return x * self.k\nF@ID = ms.jit(K@ID().m)\n",
    "static_deco_inside": "class K@ID:\n    @staticmethod\n    @ms.jit\n    def m(x):\n        return x * 4\nF@ID = K@ID.m\n",
    "static_deco_outside": "class K@ID:\n    @ms.jit\n    @staticmethod\n    def m(x):\n        return x * 4\nF@ID = K@ID.m\n",
    "static_wrapped": "class K@ID:\n    @staticmethod\n    def m(x):\n        return x * 4\nF@ID = ms.jit(K@ID.m)\n",
    "classmethod": "class K@ID:\n    k = 5\n    @classmethod\n    def m(cls, x):\n        return x * cls.k\n"
                   "F@ID = ms.jit(K@ID.m)\n",
    "cell_method_deco": "class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.k = 2\n"
                        "    @ms.jit\n    def helper(self, x):\n        return x * self.k\n"
                        "    def construct(self, x):\n        return self.helper(x) + 1\nF@ID = C@ID().helper\n",
    "cell_method_wrapped": "class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
                           "        self.k = 2\n    def helper(self, x):\n        return x * self.k\n"
                           "    def construct(self, x):\n        return x\nF@ID = ms.jit(C@ID().helper)\n",
    "cell_construct_deco": "class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
                           "        self.k = 2\n    @ms.jit\n    def construct(self, x):\n        return x * self.k\n"
                           "F@ID = C@ID()\n",
    "cell_construct_deco_level": "class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
                                 "        self.k = 2\n    @ms.jit(jit_level='O1')\n    def construct(self, x):\n"
                                 "        return x * self.k\nF@ID = C@ID()\n",
    "cell_construct_via_method": "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x - 1\n"
                                 "    @ms.jit\n    def run(self, x):\n        return self(x) * 2\nF@ID = C@ID().run\n",
    "cell_construct_wrapped": "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x - 1\n"
                              "c@ID = C@ID()\nF@ID = ms.jit(c@ID.construct)\n",
    "jit_calls_jit": "@ms.jit\ndef G@ID(x):\n    return x + 10\n@ms.jit\ndef F@ID(x):\n    return G@ID(x) * 2\n",
    "jit_calls_jit_level": "@ms.jit(jit_level='O1')\ndef G@ID(x):\n    return x + 10\n@ms.jit\ndef F@ID(x):\n"
                           "    return G@ID(x) * 2\n",
    "jit_calls_jit_twice": "@ms.jit\ndef G@ID(x):\n    return x + 10\n@ms.jit\ndef F@ID(x):\n"
                           "    return G@ID(x) * G@ID(x + 1)\n",
    "jit_calls_jit_tuple": "@ms.jit\ndef G@ID(x):\n    return x + 1, x * 2\n@ms.jit\ndef F@ID(x):\n"
                           "    a, b = G@ID(x)\n    return a - b\n",
    "jit_calls_cell": "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x * 5\nc@ID = C@ID()\n"
                      "@ms.jit\ndef F@ID(x):\n    return c@ID(x) + 1\n",
    "jit_calls_lambda": "h@ID = lambda v: v * 7\n@ms.jit\ndef F@ID(x):\n    return h@ID(x)\n",
    "jit_defines_lambda": "@ms.jit\ndef F@ID(x):\n    h = lambda v: v * 7\n    return h(x)\n",
    "jit_inner_def": "@ms.jit\ndef F@ID(x):\n    def h(v):\n        return v + 1\n    return h(h(x))\n",
    "jit_inner_jit": "@ms.jit\ndef F@ID(x):\n    @ms.jit\n    def h(v):\n        return v + 1\n    return h(x)\n",
    "jit_partial_inside": "def G@ID(x, k):\n    return x * k\n@ms.jit\ndef F@ID(x):\n"
                          "    return functools.partial(G@ID, k=3)(x)\n",
    "constexpr": "@ops.constexpr\ndef K@ID(n):\n    return n * 2\n@ms.jit\ndef F@ID(x):\n    return x * K@ID(3)\n",
    "constexpr_shape": "@ops.constexpr\ndef K@ID(shape):\n    return shape[0] + 1\n@ms.jit\ndef F@ID(x):\n"
                       "    return x * K@ID(x.shape)\n",
    "constexpr_tuple": "@ops.constexpr\ndef K@ID(n):\n    return tuple(range(n))\n@ms.jit\ndef F@ID(x):\n"
                       "    return K@ID(3)\n",
    "constexpr_tensor_out": "@ops.constexpr\ndef K@ID(n):\n    return ms.Tensor(np.full((3,), n, np.float32))\n"
                            "@ms.jit\ndef F@ID(x):\n    return x + K@ID(2)\n",
    "constexpr_reuse_false": "@ops.constexpr(reuse_result=False)\ndef K@ID(n):\n    return n + 1\n@ms.jit\n"
                             "def F@ID(x):\n    return x * K@ID(1)\n",
    "constexpr_outside": "@ops.constexpr\ndef K@ID(n):\n    return n * 2\nF@ID = lambda x: K@ID(3)\n",
    "jit_class_method": "@ms.jit_class\nclass K@ID:\n    def __init__(self):\n        self.a = 3\n    def m(self, v):\n"
                        "        return v * self.a\nk@ID = K@ID()\n@ms.jit\ndef F@ID(x):\n    return k@ID.m(x)\n",
    "jit_class_attr": "@ms.jit_class\nclass K@ID:\n    def __init__(self):\n        self.a = 3\nk@ID = K@ID()\n"
                      "@ms.jit\ndef F@ID(x):\n    return x + k@ID.a\n",
    "jit_class_create": "@ms.jit_class\nclass K@ID:\n    def __init__(self, a):\n        self.a = a\n"
                        "    def m(self, v):\n        return v * self.a\n@ms.jit\ndef F@ID(x):\n    return K@ID(2).m(x)\n",
    "jit_class_call": "@ms.jit_class\nclass K@ID:\n    def __call__(self, v):\n        return v - 1\nk@ID = K@ID()\n"
                      "@ms.jit\ndef F@ID(x):\n    return k@ID(x)\n",
    "jit_class_param": "@ms.jit_class\nclass K@ID:\n    def __init__(self):\n"
                       "        self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w@ID')\n"
                       "k@ID = K@ID()\n@ms.jit\ndef F@ID(x):\n    return x * k@ID.w\n",
    "jit_class_on_cell": "class C@ID(nn.Cell):\n    pass\nK@ID = ms.jit_class(C@ID)\nF@ID = lambda x: K@ID\n",
    "jit_class_on_fn": "def h@ID(x):\n    return x\nK@ID = ms.jit_class(h@ID)\nF@ID = lambda x: K@ID\n",
    "jit_class_in_cell": "@ms.jit_class\nclass K@ID:\n    def __init__(self):\n        self.a = 4\n"
                         "    def m(self, v):\n        return v * self.a\nclass C@ID(nn.Cell):\n"
                         "    def __init__(self):\n        super().__init__()\n        self.k = K@ID()\n"
                         "    def construct(self, x):\n        return self.k.m(x)\nF@ID = C@ID()\n",
    "lazy_inline": "class B@ID(nn.Cell):\n    @ms.lazy_inline\n    def __init__(self):\n        super().__init__()\n"
                   "        self.w = ms.Parameter(ms.Tensor(np.full(3, 2, np.float32)), name='w')\n"
                   "    def construct(self, x):\n        return x * self.w\nclass C@ID(nn.Cell):\n"
                   "    def __init__(self):\n        super().__init__()\n        self.a = B@ID()\n        self.b = B@ID()\n"
                   "    def construct(self, x):\n        return self.b(self.a(x))\nF@ID = C@ID()\n",
    "lazy_inline_paren": "class B@ID(nn.Cell):\n    @ms.lazy_inline()\n    def __init__(self, k):\n"
                         "        super().__init__()\n        self.k = k\n    def construct(self, x):\n"
                         "        return x * self.k\nclass C@ID(nn.Cell):\n    def __init__(self):\n"
                         "        super().__init__()\n        self.a = B@ID(2)\n        self.b = B@ID(3)\n"
                         "    def construct(self, x):\n        return self.b(self.a(x))\nF@ID = C@ID()\n",
    "lazy_inline_class": "@ms.lazy_inline\nclass B@ID(nn.Cell):\n    def construct(self, x):\n        return x\n"
                         "F@ID = lambda x: B@ID\n",
    "lazy_inline_list": "class B@ID(nn.Cell):\n    @ms.lazy_inline\n    def __init__(self):\n        super().__init__()\n"
                        "    def construct(self, x):\n        return x + 1\nclass C@ID(nn.Cell):\n"
                        "    def __init__(self):\n        super().__init__()\n"
                        "        self.l = nn.CellList([B@ID() for _ in range(3)])\n    def construct(self, x):\n"
                        "        for c in self.l:\n            x = c(x)\n        return x\nF@ID = C@ID()\n",
    "no_inline": "@ms.no_inline\ndef G@ID(x):\n    return x * 3\n@ms.jit\ndef F@ID(x):\n    return G@ID(x) + G@ID(x)\n",
}
for mn, src in METHODS.items():
    _both(f"kind.{mn}", src, "F@ID(X)")
# JitConfig and set_jit_config
JC = {
    "O0": "ms.JitConfig(jit_level='O0')", "O1": "ms.JitConfig(jit_level='O1')", "O2": "ms.JitConfig(jit_level='O2')",
    "bad_level": "ms.JitConfig(jit_level='O9')", "exc_auto": "ms.JitConfig(exc_mode='auto')",
    "exc_bad": "ms.JitConfig(exc_mode='nope')", "syntax_strict": "ms.JitConfig(jit_syntax_level='STRICT')",
    "syntax_lax": "ms.JitConfig(jit_syntax_level='LAX')", "syntax_bad": "ms.JitConfig(jit_syntax_level='LOOSE')",
    "default": "ms.JitConfig()", "extra_kw": "ms.JitConfig(jit_level='O0', foo=1)",
    "backend_ms": "ms.JitConfig(backend='ms_backend')", "backend_bad": "ms.JitConfig(backend='nope')",
    "debug_level": "ms.JitConfig(debug_level='RELEASE')", "debug_bad": "ms.JitConfig(debug_level='X')",
    "level_int": "ms.JitConfig(jit_level=0)", "dict": "{'jit_level': 'O1'}",
}
CELL_JC = ("class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n        self.k = 2\n"
           "    def construct(self, x):\n        if x.sum() > 2:\n            return x * self.k, self.k\n"
           "        return x, 0\n")
for jn, cfg in JC.items():
    _both(f"jitconfig.cell.{jn}", CELL_JC + f"F@ID = C@ID()\nF@ID.set_jit_config({cfg})\n", "F@ID(X)")
    _both(f"jitconfig.value.{jn}", "", f"(lambda c: sorted(c.jit_config_dict.items()))({cfg})")
    _both(f"jitconfig.jitkw.{jn}", f"@ms.jit(jit_config={cfg})\ndef F@ID(x):\n    return x + 1\n", "F@ID(X)")
_both("jitconfig.cell.after_call", CELL_JC + "F@ID = C@ID()\n",
      _seqs("F@ID(X)", "F@ID.set_jit_config(ms.JitConfig(jit_level='O1'))", "F@ID(X)"))
_both("jitconfig.cell.config_dict", CELL_JC + "F@ID = C@ID()\n",
      _seqs("sorted(F@ID.jit_config_dict.items())", "F@ID.set_jit_config(ms.JitConfig(jit_level='O1'))",
            "sorted(F@ID.jit_config_dict.items())", "F@ID.set_jit_config(ms.JitConfig(jit_level='O0'))",
            "sorted(F@ID.jit_config_dict.items())", "F@ID(X)"))
# the context's knobs
CTX = {
    "syntax_strict": "ms.set_context(jit_syntax_level=ms.STRICT)",
    "syntax_lax": "ms.set_context(jit_syntax_level=ms.LAX)",
    "syntax_compatible": "ms.set_context(jit_syntax_level=ms.COMPATIBLE)",
    "syntax_int": "ms.set_context(jit_syntax_level=5)",
    "syntax_str": "ms.set_context(jit_syntax_level='LAX')",
    "jit_config_O1": "ms.set_context(jit_config={'jit_level': 'O1'})",
    "jit_config_O2": "ms.set_context(jit_config={'jit_level': 'O2'})",
    "jit_config_bad_key": "ms.set_context(jit_config={'nope': 'O1'})",
    "jit_config_bad_level": "ms.set_context(jit_config={'jit_level': 'O7'})",
    "jit_config_syntax": "ms.set_context(jit_config={'jit_syntax_level': 'STRICT'})",
    "jit_config_not_dict": "ms.set_context(jit_config='O1')",
    "jit_level_kw": "ms.set_context(jit_level='O1')",
}
CTX_BODIES = {
    "plain": "return x * 2",
    "fallback_np": "return ms.Tensor(np.array([1, 2, 3]) * 2) + x",
    "dict_ret": "return {'a': x, 'b': 1}",
    "list_ret": "return [x, 1]",
    "getattr_np": "return x + np.pi",
}
for cn, stmt in CTX.items():
    for bn, body in CTX_BODIES.items():
        src = f"@ms.jit\ndef F@ID(x):\n{_ind(body)}\nclass C@ID(nn.Cell):\n    def construct(self, x):\n{_ind(body, 8)}\n"
        call = f"(_seq(lambda: {stmt}, lambda: F@ID(X), lambda: C@ID()(X)), _ctx_restore())[0]"
        _both(f"context.{cn}.{bn}", src, call)
_both("context.get_syntax_level", "", "str(ms.get_context('jit_syntax_level'))")
_both("context.get_jit_config", "", "ms.get_context('jit_config')")
_both("context.get_jit_level", "", "ms.get_context('jit_level')")

# ---------------------------------------------------------------------------------------------
family("recompile")
# jit functions called twice or more with changed arguments
ARGF = {
    "shape": ("return x * 2, x.shape", ["F@ID(_tf([3]))", "F@ID(_tf([2, 2]))", "F@ID(_tf([3]))", "F@ID(_tf([4]))"]),
    "dtype": ("return x + 1, x.dtype", ["F@ID(_tf([3]))", "F@ID(_tf([3], np.int32))", "F@ID(_tf([3], np.float16))",
                                        "F@ID(_tf([3], np.bool_))"]),
    "rank0": ("return x * 2", ["F@ID(_tf([]))", "F@ID(_tf([1]))", "F@ID(_tf([1, 1]))"]),
    "int": ("return x * n, n + 1", ["F@ID(X, 1)", "F@ID(X, 2)", "F@ID(X, 1)"]),
    "int_branch": ("if n > 1:\n    return x * n\nreturn x - n", ["F@ID(X, 1)", "F@ID(X, 2)", "F@ID(X, 0)"]),
    "float": ("return x * n, n * 2", ["F@ID(X, 1.5)", "F@ID(X, 2.5)", "F@ID(X, 1)"]),
    "int_then_float": ("return x * n", ["F@ID(X, 2)", "F@ID(X, 2.0)", "F@ID(X, True)"]),
    "bool": ("if n:\n    return x + 1\nreturn x - 1", ["F@ID(X, True)", "F@ID(X, False)", "F@ID(X, 0)"]),
    "tuple": ("return x * n[0] + n[-1], len(n)", ["F@ID(X, (1, 2))", "F@ID(X, (3, 4))", "F@ID(X, (1, 2, 3))"]),
    "list": ("return x * n[0], n", ["F@ID(X, [1, 2])", "F@ID(X, [5, 6])", "F@ID(X, [1])"]),
    "str": ("if n == 'a':\n    return x + 1\nreturn x * 3", ["F@ID(X, 'a')", "F@ID(X, 'b')", "F@ID(X, 'a')"]),
    "str_ret": ("return n + '!', x", ["F@ID(X, 'a')", "F@ID(X, 'bc')"]),
    "none_then_t": ("if n is None:\n    return x\nreturn x + n", ["F@ID(X, None)", "F@ID(X, S)", "F@ID(X, None)"]),
    "t_then_int": ("return x + n", ["F@ID(X, S)", "F@ID(X, 2)", "F@ID(X, SI)"]),
    "dict": ("return x * n['a'], n['b']", ["F@ID(X, {'a': 1, 'b': 2})", "F@ID(X, {'a': 3, 'b': 4})"]),
    "tensor_value": ("return x + n", ["F@ID(X, S)", "F@ID(X, S0)", "F@ID(X, S + 5)"]),
    "tensor_in_tuple_shape": ("return n[0] + n[1]", ["F@ID(X, (X, X))", "F@ID(X, (M, M))", "F@ID(X, (S, X))"]),
    "mutable_int": ("return x * n, n", ["F@ID(X, ms.mutable(2))", "F@ID(X, ms.mutable(3))", "F@ID(X, 4)"]),
    "mutable_int_branch": ("if n > 2:\n    return x * n\nreturn x - n",
                           ["F@ID(X, ms.mutable(2))", "F@ID(X, ms.mutable(3))"]),
    "mutable_float": ("return x * n, n + 1", ["F@ID(X, ms.mutable(1.5))", "F@ID(X, ms.mutable(2.5))"]),
    "mutable_bool": ("return x, n", ["F@ID(X, ms.mutable(True))", "F@ID(X, ms.mutable(False))"]),
    "mutable_tuple": ("return x * n[0], n", ["F@ID(X, ms.mutable((1, 2)))", "F@ID(X, ms.mutable((3, 4)))"]),
    "mutable_list": ("return x * n[1], n", ["F@ID(X, ms.mutable([1, 2]))", "F@ID(X, ms.mutable([3, 4]))"]),
    "mutable_tuple_t": ("return n[0] + n[1], len(n)", ["F@ID(X, ms.mutable((X, X)))", "F@ID(X, ms.mutable((S, X)))"]),
    "mutable_dyn_len": ("return len(n), n", ["F@ID(X, ms.mutable([1, 2], True))", "F@ID(X, ms.mutable([1, 2, 3], True))"]),
    "mutable_dyn_len_sum": ("s = 0\nfor v in n:\n    s = s + v\nreturn x * s",
                            ["F@ID(X, ms.mutable([1, 2], True))", "F@ID(X, ms.mutable([4, 5, 6], True))"]),
    "mutable_dyn_len_tuple": ("return n", ["F@ID(X, ms.mutable((1, 2), True))", "F@ID(X, ms.mutable((7,), True))"]),
    "mutable_dyn_len_t": ("return len(n), n[0] * 2", ["F@ID(X, ms.mutable([X, X], True))",
                                                     "F@ID(X, ms.mutable([X, X, X], True))"]),
    "mutable_dict": ("return n['a'] * x", ["F@ID(X, ms.mutable({'a': S}))", "F@ID(X, ms.mutable({'a': S0}))"]),
    "mutable_tensor": ("return x + n", ["F@ID(X, ms.mutable(S))", "F@ID(X, ms.mutable(S0))"]),
    "mutable_str": ("return x, n", ["F@ID(X, ms.mutable('a'))"]),
    "mutable_none": ("return x, n", ["F@ID(X, ms.mutable(None))"]),
    "mutable_dyn_len_int": ("return n", ["F@ID(X, ms.mutable(3, True))"]),
    "mutable_in_tuple": ("return x * n[0], n[1]", ["F@ID(X, (ms.mutable(2), 3))", "F@ID(X, (ms.mutable(5), 3))"]),
    "mutable_scalar_arith": ("return n * 2, n // 2, n / 2, -n", ["F@ID(X, ms.mutable(5))", "F@ID(X, ms.mutable(6))"]),
    "mutable_float_arith": ("return n * 2, n // 2, n / 2, -n", ["F@ID(X, ms.mutable(5.0))", "F@ID(X, ms.mutable(6.5))"]),
    "kw_vs_pos": ("return x * n", ["F@ID(X, 2)", "F@ID(X, n=2)", "F@ID(x=X, n=3)"]),
}
for an, (body, calls) in ARGF.items():
    params = "x" if "n" not in body.replace("return", "").replace("len", "").replace("shape", "") else "x, n"
    params = "x, n" if "F@ID(X," in calls[0] or "n=" in calls[0] else "x"
    _both(f"args.{an}", f"@ms.jit\ndef F@ID({params}):\n{_ind(body)}\n", _seqs(*calls))
    cell = (f"class C@ID(nn.Cell):\n    def construct(self, {params}):\n{_ind(body, 8)}\nF@ID = C@ID()\n")
    _both(f"cellargs.{an}", cell, _seqs(*calls))

# state the graph reads, changed between calls
STATE = {
    "global_int": ("G@ID = 2\n@ms.jit\ndef F@ID(x):\n    return x * G@ID\n",
                   ["F@ID(X)", "_setg('G@ID', 5)", "F@ID(X)"]),
    "global_float_branch": ("G@ID = 1.0\n@ms.jit\ndef F@ID(x):\n    if G@ID > 1.5:\n        return x * 10\n    return x\n",
                            ["F@ID(X)", "_setg('G@ID', 2.0)", "F@ID(X)"]),
    "global_tensor": ("G@ID = ms.Tensor(np.float32(2))\n@ms.jit\ndef F@ID(x):\n    return x * G@ID\n",
                      ["F@ID(X)", "_setg('G@ID', ms.Tensor(np.float32(7)))", "F@ID(X)"]),
    "global_list": ("G@ID = [1, 2]\n@ms.jit\ndef F@ID(x):\n    return x * len(G@ID)\n",
                    ["F@ID(X)", "G@ID.append(3)", "F@ID(X)"]),
    "global_tuple": ("G@ID = (1, 2)\n@ms.jit\ndef F@ID(x):\n    return x * G@ID[1]\n",
                     ["F@ID(X)", "_setg('G@ID', (1, 9))", "F@ID(X)"]),
    "global_fn": ("def H@ID(v):\n    return v + 1\n@ms.jit\ndef F@ID(x):\n    return H@ID(x)\n",
                  ["F@ID(X)", "_setg('H@ID', lambda v: v * 100)", "F@ID(X)"]),
    "global_np": ("G@ID = np.array([1.0, 2.0, 3.0], np.float32)\n@ms.jit\ndef F@ID(x):\n    return x + ms.Tensor(G@ID)\n",
                  ["F@ID(X)", "G@ID.__setitem__(0, 50.0)", "F@ID(X)"]),
    "global_dict": ("G@ID = {'k': 2}\n@ms.jit\ndef F@ID(x):\n    return x * G@ID['k']\n",
                    ["F@ID(X)", "G@ID.__setitem__('k', 4)", "F@ID(X)"]),
    "global_str": ("G@ID = 'a'\n@ms.jit\ndef F@ID(x):\n    if G@ID == 'a':\n        return x\n    return -x\n",
                   ["F@ID(X)", "_setg('G@ID', 'b')", "F@ID(X)"]),
    "closure_int": ("def make@ID():\n    k = [2]\n    @ms.jit\n    def f(x):\n        return x * k[0]\n    return f, k\n"
                    "F@ID, K@ID = make@ID()\n", ["F@ID(X)", "K@ID.__setitem__(0, 6)", "F@ID(X)"]),
    "closure_nonlocal": ("def make@ID():\n    k = 2\n    @ms.jit\n    def f(x):\n        return x * k\n"
                         "    def setk(v):\n        nonlocal k\n        k = v\n    return f, setk\n"
                         "F@ID, SET@ID = make@ID()\n", ["F@ID(X)", "SET@ID(5)", "F@ID(X)"]),
    "closure_tensor": ("def make@ID():\n    k = ms.Tensor(np.float32(2))\n    @ms.jit\n    def f(x):\n        return x * k\n"
                       "    def setk(v):\n        nonlocal k\n        k = v\n    return f, setk\n"
                       "F@ID, SET@ID = make@ID()\n", ["F@ID(X)", "SET@ID(ms.Tensor(np.float32(9)))", "F@ID(X)"]),
    "closure_fresh": ("def make@ID(k):\n    @ms.jit\n    def f(x):\n        return x * k\n    return f\n",
                      ["make@ID(2)(X)", "make@ID(3)(X)", "make@ID(2)(X)"]),
    "method_attr": ("class K@ID:\n    def __init__(self):\n        self.k = 2\n    @ms.jit\n    def m(self, x):\n"
                    "        return x * self.k\nk@ID = K@ID()\nF@ID = lambda x: k@ID.m(x)\n",
                    ["F@ID(X)", "setattr(k@ID, 'k', 3)", "F@ID(X)"]),
    "method_two_objs": ("class K@ID:\n    def __init__(self, k):\n        self.k = k\n    @ms.jit\n    def m(self, x):\n"
                        "        return x * self.k\n", ["K@ID(2).m(X)", "K@ID(3).m(X)"]),
    "param_set_data": ("W@ID = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w@ID')\n"
                       "@ms.jit\ndef F@ID(x):\n    return x * W@ID\n",
                       ["F@ID(X)", "W@ID.set_data(ms.Tensor(np.full(3, 4, np.float32)))", "F@ID(X)"]),
    "param_set_data_shape": ("W@ID = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w@ID')\n"
                             "@ms.jit\ndef F@ID(x):\n    return W@ID * 2, W@ID.shape\n",
                             ["F@ID(X)", "W@ID.set_data(ms.Tensor(np.ones((2, 2), np.float32)), True)", "F@ID(X)"]),
    "param_assign": ("W@ID = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w@ID')\n"
                     "@ms.jit\ndef F@ID(x):\n    ops.assign_add(W@ID, x)\n    return W@ID + 0\n",
                     ["F@ID(X)", "F@ID(X)", "W@ID"]),
}
for sn, (src, calls) in STATE.items():
    _both(f"state.{sn}", src, _seqs(*calls))
# Cell attributes changed between calls
CELLATTR = {  # init, construct body, change
    "int": ("self.k = 2", "return x * self.k", "setattr(F@ID, 'k', 5)"),
    "float_branch": ("self.k = 1.0", "if self.k > 1.5:\n    return x * 10\nreturn x", "setattr(F@ID, 'k', 2.0)"),
    "bool_flag": ("self.flag = True", "if self.flag:\n    return x + 1\nreturn x - 1", "setattr(F@ID, 'flag', False)"),
    "str": ("self.act = 'relu'", "if self.act == 'relu':\n    return ops.relu(x - 2)\nreturn x",
            "setattr(F@ID, 'act', 'none')"),
    "tuple": ("self.t = (1, 2)", "return x * self.t[1]", "setattr(F@ID, 't', (1, 7))"),
    "list_append": ("self.l = [1, 2]", "return x * len(self.l)", "F@ID.l.append(3)"),
    "list_replace": ("self.l = [1, 2]", "return x * self.l[0]", "setattr(F@ID, 'l', [4, 2])"),
    "tensor": ("self.t = ms.Tensor(np.float32(2))", "return x * self.t", "setattr(F@ID, 't', ms.Tensor(np.float32(3)))"),
    "tensor_shape": ("self.t = ms.Tensor(np.ones(3, np.float32))", "return x * self.t",
                     "setattr(F@ID, 't', ms.Tensor(np.ones((2, 3), np.float32)))"),
    "param_set_data": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')", "return x * self.w",
                       "F@ID.w.set_data(ms.Tensor(np.full(3, 3, np.float32)))"),
    "param_set_data_shape": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')",
                             "return self.w + 1, self.w.shape",
                             "F@ID.w.set_data(ms.Tensor(np.ones((2, 3), np.float32)), True)"),
    "param_set_data_dtype": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')", "return self.w * 2",
                             "F@ID.w.set_data(ms.Tensor(np.full(3, 2, np.int32)))"),
    "param_replace": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')", "return x * self.w",
                      "setattr(F@ID, 'w', ms.Parameter(ms.Tensor(np.full(3, 5, np.float32)), name='w'))"),
    "param_assign_value": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')", "return x * self.w",
                           "ops.assign(F@ID.w, ms.Tensor(np.full(3, 6, np.float32)))"),
    "param_requires_grad": ("self.w = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='w')", "return x * self.w",
                            "setattr(F@ID.w, 'requires_grad', False)"),
    "none_to_tensor": ("self.b = None", "if self.b is None:\n    return x\nreturn x + self.b",
                       "setattr(F@ID, 'b', ms.Tensor(np.float32(1)))"),
    "child_cell": ("self.act = nn.ReLU()", "return self.act(x - 2)", "setattr(F@ID, 'act', nn.Sigmoid())"),
    "new_attr": ("self.k = 1", "return x * self.k", "setattr(F@ID, 'k2', 9)"),
    "dict_attr": ("self.d = {'a': 1}", "return x * self.d['a']", "F@ID.d.__setitem__('a', 8)"),
    "np_attr": ("self.a = np.array([1.0, 2.0, 3.0], np.float32)", "return x + ms.Tensor(self.a)",
                "F@ID.a.__setitem__(0, 100.0)"),
    "training": ("pass", "if self.training:\n    return x * 2\nreturn x", "F@ID.set_train(True)"),
    "delattr": ("self.k = 2", "return x * self.k", "delattr(F@ID, 'k')"),
}
for an, (init, body, change) in CELLATTR.items():
    src = (f"class C@ID(nn.Cell):\n    def __init__(self):\n        super().__init__()\n{_ind(init, 8)}\n"
           f"    def construct(self, x):\n{_ind(body, 8)}\nF@ID = C@ID()\n")
    _both(f"cellattr.{an}", src, _seqs("F@ID(X)", change, "F@ID(X)", "F@ID(X)"))
    jsrc = src.replace("    def construct", "    @ms.jit\n    def construct")
    _both(f"cellattr_jit.{an}", jsrc, _seqs("F@ID(X)", change, "F@ID(X)"))
# set_inputs with dynamic shapes
DYN = {
    "none_col": ("ms.Tensor(shape=[None, 3], dtype=ms.float32)", ["_tf([2, 3])", "_tf([4, 3])", "_tf([1, 3])"]),
    "none_both": ("ms.Tensor(shape=[None, None], dtype=ms.float32)", ["_tf([2, 3])", "_tf([3, 1])"]),
    "dyn_rank": ("ms.Tensor(shape=None, dtype=ms.float32)", ["_tf([2, 3])", "_tf([4])", "_tf([1, 2, 2])"]),
    "wrong_rank": ("ms.Tensor(shape=[None, 3], dtype=ms.float32)", ["_tf([2, 3])", "_tf([6])"]),
    "wrong_fixed_dim": ("ms.Tensor(shape=[None, 3], dtype=ms.float32)", ["_tf([2, 3])", "_tf([2, 4])"]),
    "wrong_dtype": ("ms.Tensor(shape=[None, 3], dtype=ms.float32)", ["_tf([2, 3], np.int32)"]),
    "static": ("ms.Tensor(shape=[2, 3], dtype=ms.float32)", ["_tf([2, 3])", "_tf([3, 3])"]),
    "minus_one": ("ms.Tensor(shape=[-1, 3], dtype=ms.float32)", ["_tf([2, 3])", "_tf([5, 3])"]),
    "int_dtype": ("ms.Tensor(shape=[None], dtype=ms.int32)", ["_tf([2], np.int32)", "_tf([5], np.int32)"]),
}
DYN_BODIES = {
    "arith": "return x * 2 + 1",
    "shape": "return x.shape, x.sum()",
    "reduce": "return x.sum(axis=0), ops.reduce_max(x)",
    "reshape": "return x.reshape((-1,)), ops.shape(x)",
    "branch_shape": "if x.shape[0] > 2:\n    return x * 10\nreturn x",
}
for dn, (sig, shapes) in DYN.items():
    for bn, body in DYN_BODIES.items():
        src = f"class C@ID(nn.Cell):\n    def construct(self, x):\n{_ind(body, 8)}\nF@ID = C@ID()\n"
        _both(f"set_inputs.{dn}.{bn}", src, _seqs(f"F@ID.set_inputs({sig})", *[f"F@ID({s})" for s in shapes]))
_both("set_inputs.two_args", "class C@ID(nn.Cell):\n    def construct(self, x, y):\n        return x + y\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32), ms.Tensor(shape=[None], dtype=ms.float32))",
            "F@ID(_tf([2]), _tf([2]))", "F@ID(_tf([4]), _tf([4]))", "F@ID(_tf([4]), _tf([1]))"))
_both("set_inputs.count_mismatch", "class C@ID(nn.Cell):\n    def construct(self, x, y):\n        return x + y\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32))", "F@ID(_tf([2]), _tf([2]))"))
_both("set_inputs.scalar_arg", "class C@ID(nn.Cell):\n    def construct(self, x, n):\n        return x * n\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32), 2)", "F@ID(_tf([2]), 2)", "F@ID(_tf([3]), 3)"))
_both("set_inputs.mutable_scalar", "class C@ID(nn.Cell):\n    def construct(self, x, n):\n        return x * n, n\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32), ms.mutable(2))", "F@ID(_tf([2]), ms.mutable(2))",
            "F@ID(_tf([3]), ms.mutable(3))"))
_both("set_inputs.get_inputs", "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32))",
            "[(t.shape, t.dtype) for t in F@ID.get_inputs()]"))
_both("set_inputs.tuple_arg", "class C@ID(nn.Cell):\n    def construct(self, t):\n        return t[0] + t[1]\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.mutable((ms.Tensor(shape=[None], dtype=ms.float32), ms.Tensor(shape=[None], dtype=ms.float32))))",
            "F@ID((_tf([2]), _tf([2])))", "F@ID((_tf([3]), _tf([3])))"))
_both("set_inputs.jit_dynamic1", "@ms.jit(dynamic=1)\ndef F@ID(x):\n    return x * 2, x.shape\n",
      _seqs("F@ID(_tf([2]))", "F@ID(_tf([3]))", "F@ID(_tf([2, 2]))"))
_both("set_inputs.grad", "class C@ID(nn.Cell):\n    def construct(self, x):\n        return (x * x).sum()\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.float32))", "ms.grad(F@ID)(_tf([2]))", "ms.grad(F@ID)(_tf([4]))"))
_both("set_inputs.from_tensor_none", "class C@ID(nn.Cell):\n    def construct(self, x):\n        return x.shape\nF@ID = C@ID()\n",
      _seqs("F@ID.set_inputs(ms.Tensor(shape=[None, 2], dtype=ms.float32))", "F@ID(_tf([3, 2]))",
            "F@ID.set_inputs(ms.Tensor(shape=[3, None], dtype=ms.float32))", "F@ID(_tf([3, 5]))"))
_both("set_inputs.sig_tensor_props", "", "(lambda t: (t.shape, t.dtype, str(type(t).__name__)))(ms.Tensor(shape=[None, 3], dtype=ms.float32))")
_both("set_inputs.sig_tensor_no_dtype", "", "ms.Tensor(shape=[None, 3])")
_both("set_inputs.sig_tensor_bad_shape", "", "ms.Tensor(shape=[None, -2], dtype=ms.float32)")

# the same compiled function across modes, values, const_arg Tensors and gradients
MORE = {
    "mode_switch": ("@ms.jit\ndef F@ID(x, n):\n    return x * n\n",
                    ["F@ID(X, 2)", "_pyn(lambda: F@ID(X, 2))", "F@ID(X, 3)", "_pyn(lambda: F@ID(X, 3))"]),
    "tensor_value_change": ("@ms.jit\ndef F@ID(x):\n    return x * 2\n",
                            ["F@ID(_tf([3]))", "F@ID(_tf([3]) * 10)", "F@ID(X)"]),
    "const_arg": ("@ms.jit\ndef F@ID(x, c):\n    return x * c, c.shape\n",
                  ["F@ID(X, ms.Tensor(np.float32(2), const_arg=True))", "F@ID(X, ms.Tensor(np.float32(5), const_arg=True))"]),
    "const_arg_branch": ("@ms.jit\ndef F@ID(x, c):\n    if c > 3:\n        return x + 100\n    return x\n",
                         ["F@ID(X, ms.Tensor(np.float32(2), const_arg=True))", "F@ID(X, ms.Tensor(np.float32(5), const_arg=True))"]),
    "numpy_arg": ("@ms.jit\ndef F@ID(x, a):\n    return x + ms.Tensor(a)\n",
                  ["F@ID(X, np.array([1.0, 2.0, 3.0], np.float32))", "F@ID(X, np.array([5.0, 5.0, 5.0], np.float32))"]),
    "negative_int": ("@ms.jit\ndef F@ID(x, n):\n    return x * n, n % 3, n // 2\n",
                     ["F@ID(X, -1)", "F@ID(X, -4)", "F@ID(X, 7)"]),
    "int_result_only": ("@ms.jit\ndef F@ID(n):\n    return n * 2 + 1\n", ["F@ID(1)", "F@ID(5)", "F@ID(2.5)"]),
    "bool_arith": ("@ms.jit\ndef F@ID(x, b):\n    return x * b, b + 1\n", ["F@ID(X, True)", "F@ID(X, False)"]),
    "grad_int_arg": ("def G@ID(x, n):\n    return (x * x * n).sum()\n@ms.jit\ndef F@ID(x, n):\n"
                     "    return ms.grad(G@ID)(x, n)\n", ["F@ID(X, 2)", "F@ID(X, 3)"]),
    "grad_mutable_arg": ("def G@ID(x, n):\n    return (x * x * n).sum()\n",
                         ["ms.grad(G@ID, grad_position=(0, 1))(X, ms.mutable(2.0))",
                          "ms.grad(G@ID, grad_position=(0, 1))(X, ms.mutable(3.0))"]),
    "grad_of_jit": ("@ms.jit\ndef F@ID(x, n):\n    return (x * x * n).sum()\n",
                    ["ms.grad(F@ID)(X, 2)", "ms.grad(F@ID)(X, 3)", "ms.grad(F@ID)(M, 3)"]),
    "value_and_grad_jit": ("@ms.jit\ndef F@ID(x):\n    return (x * x).sum()\n",
                           ["ms.value_and_grad(F@ID)(X)", "ms.value_and_grad(F@ID)(M)"]),
    "namedtuple_arg": ("import collections\nNT@ID = collections.namedtuple('NT@ID', ['a', 'b'])\n"
                       "@ms.jit\ndef F@ID(t):\n    return t.a + t.b, t[0]\n",
                       ["F@ID(NT@ID(X, S))", "F@ID(NT@ID(M, S))"]),
    "return_namedtuple_type": ("import collections\nNT@ID = collections.namedtuple('NT@ID', ['a', 'b'])\n"
                               "@ms.jit\ndef F@ID(x):\n    return NT@ID(x, x + 1)\n",
                               ["F@ID(X)", "type(F@ID(X)) is NT@ID", "isinstance(F@ID(X), tuple)"]),
    "tuple_len_change": ("@ms.jit\ndef F@ID(t):\n    s = 0\n    for v in t:\n        s = s + v\n    return s\n",
                         ["F@ID((X,))", "F@ID((X, X))", "F@ID((X, X, X))", "F@ID((1, 2))"]),
    "list_of_t_shape_change": ("@ms.jit\ndef F@ID(l):\n    return l[0] * 2\n", ["F@ID([X])", "F@ID([M])", "F@ID([S, X])"]),
    "kwargs_change": ("@ms.jit\ndef F@ID(x, **kw):\n    return x * len(kw), tuple(sorted(kw))\n",
                      ["F@ID(X, a=1)", "F@ID(X, a=1, b=2)", "F@ID(X)"]),
    "default_then_explicit": ("@ms.jit\ndef F@ID(x, k=2):\n    return x * k\n", ["F@ID(X)", "F@ID(X, 2)", "F@ID(X, k=2)", "F@ID(X, 3)"]),
    "set_inputs_then_static": ("class C@ID(nn.Cell):\n    def construct(self, x):\n        return x.shape\nF@ID = C@ID()\n",
                               ["F@ID(_tf([2, 3]))", "F@ID.set_inputs(ms.Tensor(shape=[None, 3], dtype=ms.float32))",
                                "F@ID(_tf([4, 3]))", "F@ID(_tf([4, 4]))"]),
    "set_inputs_rank_change": ("class C@ID(nn.Cell):\n    def construct(self, x):\n        return x.sum()\nF@ID = C@ID()\n",
                               ["F@ID.set_inputs(ms.Tensor(shape=None, dtype=ms.float32))", "F@ID(_tf([2]))",
                                "F@ID(_tf([2, 2]))", "F@ID(_tf([]))"]),
    "set_inputs_dtype_int": ("class C@ID(nn.Cell):\n    def construct(self, x):\n        return x * 2\nF@ID = C@ID()\n",
                             ["F@ID.set_inputs(ms.Tensor(shape=[None], dtype=ms.int32))", "F@ID(_tf([3], np.int32))",
                              "F@ID(_tf([3], np.int64))", "F@ID(_tf([3]))"]),
    "set_inputs_mutable_list": ("class C@ID(nn.Cell):\n    def construct(self, l):\n        return len(l), l[0]\nF@ID = C@ID()\n",
                                ["F@ID.set_inputs(ms.mutable([ms.Tensor(shape=[None], dtype=ms.float32)], True))",
                                 "F@ID(ms.mutable([X], True))", "F@ID(ms.mutable([X, X], True))"]),
    "jit_dynamic_shape_branch": ("@ms.jit(dynamic=1)\ndef F@ID(x):\n    if x.shape[0] > 2:\n        return x.sum()\n    return x.max()\n",
                                 ["F@ID(_tf([2]))", "F@ID(_tf([3]))", "F@ID(_tf([5]))"]),
    "parameter_arg_set_data": ("W@ID = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='wa@ID')\n"
                               "@ms.jit\ndef F@ID(w, x):\n    return w * x\n",
                               ["F@ID(W@ID, X)", "W@ID.set_data(ms.Tensor(np.full(3, 3, np.float32)))", "F@ID(W@ID, X)"]),
    "parameter_arg_assign": ("W@ID = ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='wb@ID')\n"
                             "@ms.jit\ndef F@ID(w, x):\n    ops.assign_add(w, x)\n    return w + 0\n",
                             ["F@ID(W@ID, X)", "F@ID(W@ID, X)", "W@ID"]),
}
for mn, (src, calls) in MORE.items():
    _both(f"more.{mn}", src, _seqs(*calls))

# ---------------------------------------------------------------------------------------------
family("inputs")
ARGS = {  # name: (the argument expression, what the function returns of it)
    "none": "None", "str": "'abc'", "empty_str": "''", "int": "3", "neg_int": "-2", "big_int": "2**40",
    "float": "2.5", "bool_true": "True", "bool_false": "False",
    "tensor": "X", "tensor_int": "XI", "tensor_0d": "S", "tensor_bool": "B", "tensor_f16": "SH", "tensor_i64": "SL",
    "param": "ms.Parameter(ms.Tensor(np.ones(2, np.float32)), name='pin@ID')",
    "empty_tuple": "()", "empty_list": "[]", "empty_dict": "{}",
    "tuple_int": "(1, 2)", "tuple_mixed": "(1, 2.5, True, 'a', None)", "list_int": "[1, 2]",
    "list_mixed": "[1, 2.5, 'a', None]", "tuple_t": "(X, XI)", "list_t": "[X, S]", "tuple_t_int": "(X, 3)",
    "nested_tuple": "((X, 1), (2, (S, 'z')))", "nested_list": "[[X, 1], [2, [S]]]", "list_in_tuple": "([1, 2], (X,))",
    "dict_t": "{'a': X, 'b': S}", "dict_num": "{'a': 1, 'b': 2.5}", "dict_mixed": "{'a': X, 'b': 1, 'c': 'k'}",
    "dict_nested": "{'a': {'b': X}, 'c': [1, X]}", "dict_int_key": "{1: X, 2: 3}", "dict_tuple_val": "{'a': (X, 1)}",
    "np_array": "np.array([1.0, 2.0], np.float32)", "np_scalar": "np.float32(2.5)", "np_int": "np.int64(4)",
    "dtype": "ms.float32", "slice": "slice(1, 2)", "ellipsis": "...", "type_int": "int", "func": "abs",
    "mutable_int": "ms.mutable(3)", "mutable_tuple": "ms.mutable((1, 2))", "mutable_list_t": "ms.mutable([X, X])",
    "tuple_none": "(None, X)", "cell": "nn.ReLU()", "primitive": "ops.ReLU()", "np_func": "np.sum",
    "namedtuple": "collections.namedtuple('P', ['a', 'b'])(X, 1)",
}
for an, arg in ARGS.items():
    # returned as is (identity), inside a tuple, and its type/len seen inside
    _both(f"ident.{an}", "@ms.jit\ndef F@ID(x, a):\n    return a\n", f"F@ID(X, {arg})")
    _both(f"wrap.{an}", "@ms.jit\ndef F@ID(x, a):\n    return x + 1, a\n", f"F@ID(X, {arg})")
    _both(f"cell.{an}", "class C@ID(nn.Cell):\n    def construct(self, x, a):\n        return a\nF@ID = C@ID()\n",
          f"F@ID(X, {arg})")
    _both(f"isnone.{an}", "@ms.jit\ndef F@ID(x, a):\n    return x * 2 if a is None else x\n", f"F@ID(X, {arg})")
    _both(f"kw.{an}", "@ms.jit\ndef F@ID(x, a=None):\n    return a, x\n", f"F@ID(X, a={arg})")
CALLS = {  # signature, body, calls
    "default_none": ("x, a=None", "if a is None:\n    return x\nreturn x + a", ["F@ID(X)", "F@ID(X, S)", "F@ID(X, a=S)"]),
    "default_int": ("x, a=2", "return x * a", ["F@ID(X)", "F@ID(X, 3)", "F@ID(X, a=4)", "F@ID(a=5, x=X)"]),
    "default_tuple": ("x, a=(1, 2)", "return x * a[1], a", ["F@ID(X)", "F@ID(X, (3, 4))"]),
    "default_str": ("x, a='s'", "return a, x", ["F@ID(X)", "F@ID(X, 'q')"]),
    "default_tensor": ("x, a=ms.Tensor(np.float32(3))", "return x * a", ["F@ID(X)", "F@ID(X, S)"]),
    "varargs": ("*args", "return args", ["F@ID(X, S)", "F@ID(X)", "F@ID()", "F@ID(X, 1, 'a')"]),
    "varargs_sum": ("*args", "s = 0\nfor a in args:\n    s = s + a\nreturn s", ["F@ID(X, S)", "F@ID(X, 1)", "F@ID(1, 2)"]),
    "varargs_len": ("x, *args", "return len(args), x", ["F@ID(X)", "F@ID(X, 1, 2)"]),
    "kwargs": ("**kw", "return kw", ["F@ID(a=X, b=1)", "F@ID()"]),
    "kwargs_get": ("x, **kw", "return x * kw['k'], len(kw)", ["F@ID(X, k=2)", "F@ID(X, k=3, j=4)"]),
    "kwargs_keys": ("x, **kw", "return tuple(kw.keys()), x", ["F@ID(X, b=1, a=2)"]),
    "args_kwargs": ("*args, **kw", "return args, kw", ["F@ID(X, 1, k=S)", "F@ID()"]),
    "kwonly": ("x, *, k=2", "return x * k", ["F@ID(X)", "F@ID(X, k=5)", "F@ID(X, 5)"]),
    "kwonly_required": ("x, *, k", "return x * k", ["F@ID(X, k=5)", "F@ID(X)"]),
    "missing_arg": ("x, y", "return x + y", ["F@ID(X)"]),
    "extra_arg": ("x", "return x", ["F@ID(X, X)"]),
    "unknown_kw": ("x", "return x", ["F@ID(X, z=1)"]),
    "dup_kw": ("x, y", "return x - y", ["F@ID(X, x=S)"]),
    "kw_order": ("x, y", "return x - y", ["F@ID(y=S, x=X)", "F@ID(X, y=S)"]),
    "default_then_varargs": ("x, k=2, *args", "return x * k, args", ["F@ID(X)", "F@ID(X, 3, 4, 5)"]),
    "no_args": ("", "return ops.ones((2,), ms.float32)", ["F@ID()", "F@ID()"]),
    "no_args_const": ("", "return 1, 'a', None", ["F@ID()"]),
    "unpack_tuple_arg": ("t", "a, b = t\nreturn a * b", ["F@ID((X, S))", "F@ID((2, 3))"]),
    "nested_unpack": ("t", "(a, b), c = t\nreturn a + b + c", ["F@ID(((X, S), 1))"]),
    "dict_iter": ("d", "s = 0\nfor k in d:\n    s = s + d[k]\nreturn s", ["F@ID({'a': X, 'b': S})", "F@ID({'a': 1, 'b': 2})"]),
    "dict_items": ("d", "return [(k, v * 2) for k, v in d.items()]", ["F@ID({'a': X, 'b': 1})"]),
    "list_modify": ("l", "l.append(5)\nreturn l", ["F@ID([1, 2])", "F@ID([X])"]),
    "list_arg_after": ("l", "l[0] = 9\nreturn l[0]", ["(lambda v: (F@ID(v), v))([1, 2])"]),
    "dict_arg_after": ("d", "d['z'] = 1\nreturn len(d)", ["(lambda v: (F@ID(v), v))({'a': 1})"]),
    "star_call": ("x, y", "return x * y", ["F@ID(*(X, S))", "F@ID(**{'x': X, 'y': S})", "F@ID(*[X], **{'y': 2})"]),
    "return_input_tuple": ("*args", "return args[0]", ["F@ID((X, 1))", "F@ID([X, 1])", "F@ID({'a': X})"]),
    "return_same_tensor_twice": ("x", "return x, x", ["F@ID(X)"]),
    "return_nested": ("x", "return ((x, 1), [x, 'a'], {'k': (x, None)})", ["F@ID(X)"]),
    "return_dict_of_t": ("x", "return {'a': x * 2, 'b': x.shape}", ["F@ID(X)"]),
    "return_list_empty": ("x", "return [], (), {}", ["F@ID(X)"]),
    "return_none_nothing": ("x", "y = x + 1", ["F@ID(X)"]),
    "return_bare": ("x", "return", ["F@ID(X)"]),
    "return_int_arith": ("x, n", "return n * 2, n / 2, n // 2", ["F@ID(X, 5)"]),
    "return_bool_from_t": ("x", "return x.sum() > 2", ["F@ID(X)"]),
    "return_shape_elem": ("x", "return x.shape[0], len(x)", ["F@ID(M)"]),
    "return_dtype": ("x", "return x.dtype", ["F@ID(X)", "F@ID(XI)"]),
    "return_tensor_from_list": ("x", "return ms.Tensor([1, 2, 3])", ["F@ID(X)"]),
    "return_scalar_tensor_from_int": ("n", "return ms.Tensor(n)", ["F@ID(2)", "F@ID(2.5)"]),
    "param_as_input": ("p, x", "return p * x", ["F@ID(ms.Parameter(ms.Tensor(np.ones(3, np.float32)), name='pp@ID'), X)"]),
}
for cn, (sig, body, calls) in CALLS.items():
    _both(f"call.{cn}", f"@ms.jit\ndef F@ID({sig}):\n{_ind(body)}\n", _seqs(*calls))
    csig = f"self, {sig}" if sig else "self"
    _both(f"cellcall.{cn}", f"class C@ID(nn.Cell):\n    def construct({csig}):\n{_ind(body, 8)}\nF@ID = C@ID()\n",
          _seqs(*calls))


NEW = [f for f in gss.FAMILIES if f not in OLD]

if __name__ == "__main__":
    raise SystemExit(gss.sibling_main(NEW, "/tmp/gss29", sys.argv[1:]))
