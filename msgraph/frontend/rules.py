"""The rule table of the static-graph syntax subset: codes MSG001-MSG501, texts, hints, examples.

A :class:`Rule` names one thing Graph mode rejects: its stable code (``MSG101``), the message
(MindSpore's wording where MindSpore has one), a hint saying what to write instead, the exception
class to raise (catchable as the built-in class MindSpore raises), and before/after examples from
which ``docs/rules.md`` is generated (``python -m msgraph.tools.gen_rules_doc``).  :data:`RULES`
maps each code to its rule; :data:`SUPPORTED` is the allow side of the table.

Rules with ``static=True`` are found by the checker (:mod:`msgraph.frontend.syntax`, shared by the
compiler and ``msgraph-check``); rules with ``static=False`` are found only while lowering (joins,
undefined names...), and the compiler raises them with ``RULES["MSG401"].error(loc, details=...)``,
so their codes, texts and classes live here as well.

Families: ``MSG0xx`` files (checker only), ``MSG1xx`` statements, ``MSG2xx`` expressions,
``MSG3xx`` calls and STRICT-only rules, ``MSG4xx`` semantic errors found while compiling, ``MSG5xx``
information (``severity="info"``: reported by ``msgraph-check``, never raised).
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Dict, Iterator, Optional, Tuple, Union

from ..errors import (
    ArgumentError, CompileError, GraphAttributeError, GraphNameError, GraphSyntaxError,
    GraphSyntaxTypeError, GraphTypeError, GraphValueError, GraphUnboundLocalError, JoinError, LoopCarryError, MsGraphError,
    SourceLoc, SourceUnavailableError, UnsupportedSyntaxError,
)
from ..common.lambda_source import _LAMBDA_NOT_ALONE

__all__ = ["Level", "NO_TENSOR_FALLBACK", "Rule", "RULES", "SUPPORTED", "iter_rules"]


class Level(str, enum.Enum):
    """``JitConfig.jit_syntax_level``: STRICT rejects Python fallback, LAX (default) allows it; COMPATIBLE (MindSpore
    2.10's middle level) is LAX but for Python on a Tensor variable: ``x.asnumpy()`` and a numpy/math call on it are
    STRICT's errors (MSG302/MSG303), while dicts, Python objects and constants' fallback stay LAX's."""

    STRICT = "STRICT"
    COMPATIBLE = "COMPATIBLE"
    LAX = "LAX"

    @property
    def no_tensor_fallback(self) -> bool:
        """Whether this level refuses Python on a Tensor variable (STRICT, COMPATIBLE)."""
        return self in NO_TENSOR_FALLBACK

    @classmethod
    def parse(cls, value: Union["Level", str]) -> "Level":
        """'strict'/'LAX'/Level -> Level; ValueError naming the valid spellings otherwise."""
        if isinstance(value, Level):
            return value
        try:
            return cls(str(value).strip().upper())
        except ValueError:
            raise ValueError(f"unknown syntax level {value!r}; use 'STRICT', 'COMPATIBLE' or 'LAX'") from None


_BOTH = frozenset({Level.STRICT, Level.COMPATIBLE, Level.LAX})   # (every level)
_STRICT_ONLY = frozenset({Level.STRICT})
#: the levels that refuse Python on a Tensor variable (MSG302 ``x.asnumpy()``, MSG303 ``np.sum(x)``)
NO_TENSOR_FALLBACK = frozenset({Level.STRICT, Level.COMPATIBLE})


class _KeepMissing(dict):
    """format_map helper: a placeholder without a value stays as written instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@dataclasses.dataclass(frozen=True)
class Rule:
    """One rule of the static-graph subset (see the module docstring)."""

    code: str
    name: str
    message: str
    hint: str
    exc_class: type
    why: str
    bad: str
    good: str
    static: bool = True
    levels: frozenset = _BOTH
    #: "error" (the compiler raises it) or "info" (msgraph-check reports it; compiling goes on and
    #: the checker's exit status does not change)
    severity: str = "error"

    def format(self, **fmt) -> Tuple[str, str]:
        """(message, hint) with ``fmt`` substituted; unknown placeholders are left as written."""
        values = _KeepMissing(fmt)
        return self.message.format_map(values), self.hint.format_map(values)

    def error(self, loc: Optional[SourceLoc], *, extra: str = "", **fmt) -> MsGraphError:
        """An ``exc_class`` instance carrying the formatted message, ``code``, ``loc`` and hint; ``extra``: more
        text on lines of its own after the message (MindSpore's own message where the rule's names its cause)."""
        message, hint = self.format(**fmt)
        return self.make_error(f"{message}\n{extra}" if extra else message, hint, loc)

    def make_error(self, message: str, hint: str, loc: Optional[SourceLoc]) -> MsGraphError:
        """Build the exception from an already formatted message (the message is prefixed by the code)."""
        if issubclass(self.exc_class, GraphSyntaxError):
            exc = self.exc_class(message, loc, hint, code=self.code)
        else:
            exc = self.exc_class(f"{self.code} {message}", loc, hint)
            exc.code = self.code
        exc.rule = self
        return exc


# -- the rule table ---------------------------------------------------------------------------
# Codes are stable: never renumber; retire a code rather than reuse it.
_RULE_LIST: Tuple[Rule, ...] = (
    Rule("MSG001", "parse-error", "cannot parse file: {reason}",
         "Make sure the path exists and is a readable Python 3 file (valid syntax, UTF-8 or a "
         "coding cookie).",
         GraphSyntaxError,
         "The checker reads files as text and parses them; a file it cannot read or parse cannot be "
         "checked at all. Only msgraph-check reports this code.",
         "def f(x)\n    return x\n", "def f(x):\n    return x\n"),
    # MSG1xx: statements -------------------------------------------------------------------------
    Rule("MSG101", "try-statement", "Unsupported statement 'Try'.",
         "Remove try/except/finally from graph code: check conditions explicitly and `raise`, "
         "or handle the exception around the call to the Cell/jit function.",
         UnsupportedSyntaxError,
         "A graph is a dataflow program without exception edges: ops run on the device and cannot "
         "unwind to a Python handler.",
         "def construct(self, x):\n    try:\n        y = self.dense(x)\n    except ValueError:\n"
         "        y = x\n    return y\n",
         "def construct(self, x):\n    return self.dense(x)\n\n\ntry:\n    out = net(x)\n"
         "except ValueError:\n    out = x\n"),
    Rule("MSG102", "nonlocal-statement", "Unsupported statement 'Nonlocal'.",
         "Return the new value from the inner function and assign it in the outer one.",
         UnsupportedSyntaxError,
         "Graph values are immutable SSA values; rebinding a variable of an enclosing function from "
         "a nested one has no dataflow equivalent.",
         "def construct(self, x):\n    n = 0\n    def bump():\n        nonlocal n\n        n += 1\n"
         "    bump()\n    return x * n\n",
         "def construct(self, x):\n    n = 0\n    def bump(n):\n        return n + 1\n"
         "    n = bump(n)\n    return x * n\n"),
    Rule("MSG104", "del-statement", "Unsupported statement 'Delete'.",
         "Drop the `del`: unused graph values are freed automatically; rebind the name instead.",
         UnsupportedSyntaxError,
         "Graph values have no Python lifetime to end; deleting names, items or attributes has no "
         "graph meaning.",
         "def construct(self, x):\n    y = x * 2\n    del x\n    return y\n",
         "def construct(self, x):\n    y = x * 2\n    return y\n"),
    Rule("MSG105", "import-statement", "Unsupported statement '{stmt}'.",
         "Move the import to the top of the module; graph code can use the imported names.",
         UnsupportedSyntaxError,
         "Importing runs arbitrary Python at run time; the compiler resolves module names from the "
         "function's globals at compile time instead.",
         "def construct(self, x):\n    from msgraph import ops\n    return ops.relu(x)\n",
         "from msgraph import ops\n\n\ndef construct(self, x):\n    return ops.relu(x)\n"),
    Rule("MSG106", "class-definition", "Unsupported statement 'ClassDef'.",
         "Define the class at module level and create instances in `__init__`.",
         UnsupportedSyntaxError,
         "Creating a class is a run-time Python operation; a graph can only use objects that exist "
         "at compile time.",
         "def construct(self, x):\n    class Box:\n        pass\n    return x\n",
         "class Box:\n    pass\n\n\nclass Net(nn.Cell):\n    def __init__(self):\n        super().__init__()\n"
         "        self.box = Box()\n"),
    Rule("MSG107", "async-statement", "Unsupported statement '{stmt}'.",
         "Graph code is synchronous: use a plain def/for/with, and await results outside the graph.",
         UnsupportedSyntaxError,
         "Coroutines need an event loop to suspend and resume them; a compiled graph runs to "
         "completion.",
         "def construct(self, x):\n    async def g(y):\n        return y\n    return x\n",
         "def construct(self, x):\n    def g(y):\n        return y\n    return g(x)\n"),
    Rule("MSG108", "with-statement", "Unsupported statement 'With': only a jit_class instance can be used "
         "with `with` in graph code.",
         "Enter the context manager outside the graph (around the call), or make its class an "
         "`@ms.jit_class` whose `__enter__`/`__exit__` are graph code.",
         GraphSyntaxTypeError,
         "`with` calls `__enter__`/`__exit__` of a Python object and needs exception handling; as "
         "in MindSpore, graph code accepts `with` only on `jit_class` instances (their methods run "
         "while compiling, `__exit__` with no exception); msgraph-check reports it where the object "
         "plainly is none (a builtin's or a library's result such as `open(...)`).",
         "def construct(self, x):\n    with ms.context(mode=ms.PYNATIVE_MODE):\n        return x * 2\n",
         "with ms.context(mode=ms.GRAPH_MODE):\n    out = net(x)\n"),
    Rule("MSG109", "loop-else", "The '{loop}...else...' statement is not supported now.",
         "Use a flag set before `break` and test it after the loop instead of `else:`.",
         UnsupportedSyntaxError,
         "The `else` block runs only when the loop ends without `break`; MindSpore's graph loops do "
         "not model that exit edge.",
         "for i in range(3):\n    if i == n:\n        break\nelse:\n    x = x + 1\n",
         "found = False\nfor i in range(3):\n    if i == n:\n        found = True\n        break\n"
         "if not found:\n    x = x + 1\n"),
    Rule("MSG110", "match-statement", "Unsupported statement 'Match'.",
         "Write the cases as an if/elif chain.",
         UnsupportedSyntaxError,
         "Structural pattern matching inspects Python object structure at run time; the graph "
         "parser only knows if/elif.",
         "match mode:\n    case 0:\n        y = x\n    case _:\n        y = -x\n",
         "if mode == 0:\n    y = x\nelse:\n    y = -x\n"),
    # MSG2xx: expressions ------------------------------------------------------------------------
    Rule("MSG201", "yield-expression", "Unsupported expression '{expr}'.",
         "Build and return a tuple or list instead of yielding values.",
         UnsupportedSyntaxError,
         "A generator suspends the function between values; a graph runs from inputs to outputs "
         "in one go.",
         "def construct(self, x):\n    for layer in self.layers:\n        yield layer(x)\n",
         "def construct(self, x):\n    return tuple(layer(x) for layer in self.layers)\n"),
    Rule("MSG202", "await-expression", "Unsupported expression 'Await'.",
         "Await outside the graph and pass the result in as an argument.",
         UnsupportedSyntaxError,
         "Awaiting suspends a coroutine; compiled graphs cannot be suspended.",
         "async def f(x):\n    y = await load()\n    return x + y\n",
         "y = await load()\nout = f(x, y)\n"),
    Rule("MSG203", "set-literal", "Unsupported expression 'Set'.",
         "Use a tuple or list (membership tests `in (a, b)` work on tuples).",
         UnsupportedSyntaxError,
         "Graph mode has no set type: sets are unordered, so their iteration order cannot be fixed "
         "at compile time.",
         "if mode in {1, 2}:\n    x = x * 2\n", "if mode in (1, 2):\n    x = x * 2\n"),
    Rule("MSG204", "set-comprehension", "Unsupported expression 'SetComp'.",
         "Use a list comprehension (or a tuple) and drop duplicates explicitly if needed.",
         UnsupportedSyntaxError,
         "Graph mode has no set type (see MSG203).",
         "sizes = {s for s in shape}\n", "sizes = [s for s in shape]\n"),
    Rule("MSG205", "walrus", "Unsupported expression 'NamedExpr'.",
         "Assign the value on its own line before using it.",
         UnsupportedSyntaxError,
         "An assignment inside an expression breaks the statement-level scoping the graph parser "
         "relies on.",
         "if (n := x.shape[0]) > 2:\n    x = x[:n - 1]\n", "n = x.shape[0]\nif n > 2:\n    x = x[:n - 1]\n"),
    Rule("MSG206", "multi-generator-comprehension",
         "The 'generators' supports 1 'comprehension' in {kind}/GeneratorExp, but got {count} "
         "comprehensions.",
         "Use one `for` per comprehension: nest two comprehensions or write explicit loops.",
         GraphSyntaxTypeError,
         "Comprehensions are unrolled at compile time with exactly one loop; MindSpore rejects more "
         "than one `for` clause.",
         "flat = [v for row in rows for v in row]\n",
         "flat = []\nfor row in rows:\n    flat = flat + [v for v in row]\n"),
    Rule("MSG207", "complex-literal", "Unsupported Constant type : {value}",
         "Graph mode has no complex scalars: keep real and imaginary parts as separate real values.",
         GraphSyntaxTypeError,
         "MindSpore's graph constants are bool/int/float/str/None; a complex constant has no type.",
         "z = x * 2j\n", "re, im = x * 0.0, x * 2.0\n"),
    Rule("MSG208", "lambda-placement", "Unsupported expression 'Lambda' here.",
         "Bind the lambda to a local name (`act = lambda v: v * 2`), or store it on the Cell in `__init__`.",
         GraphSyntaxTypeError,
         "A lambda compiles anywhere in graph code as a local function (called where it is built, in a tuple, "
         "as an argument); one stored on an attribute inside construct is a function value written to the "
         "Cell, which MindSpore 2.10 cannot call afterwards (its TypeError).",
         "self.act = lambda v: v * 2\ny = self.act(x)\n", "act = lambda v: v * 2\ny = act(x)\n"),
    # MSG3xx: calls, and rules that depend on the syntax level ----------------------------------
    Rule("MSG301", "set-data-in-graph",
         "Failed to compile in GRAPH_MODE because the 'Parameter' object's method 'set_data' is not "
         "supported in 'construct' or function with @jit decorator.",
         "Use `ops.assign(param, value)` (or `self.param = value`) inside graph code; call "
         "`Parameter.set_data` only outside the graph.",
         UnsupportedSyntaxError,
         "`set_data` replaces the Parameter's storage (possibly with another shape) while the "
         "compiled graph holds a reference to the old one.",
         "def construct(self, x):\n    self.w.set_data(x)\n    return x\n",
         "def construct(self, x):\n    ops.assign(self.w, x)\n    return x\n"),
    Rule("MSG302", "tensor-to-numpy-strict", "'Tensor' object has no attribute '{method}' in graph "
         "code with jit_syntax_level STRICT or COMPATIBLE.",
         "Use jit_syntax_level LAX (JIT fallback runs it at compile time for constants), or move the "
         "conversion out of the graph and convert the returned Tensor.",
         GraphAttributeError,
         "A graph Tensor is a symbolic value with no host array during compilation; STRICT forbids "
         "the Python fallback that would compute one.",
         "@ms.jit(jit_config=JitConfig(jit_syntax_level='STRICT'))\ndef f(x):\n    return x.asnumpy()\n",
         "@ms.jit\ndef f(x):\n    return x\n\n\nout = f(x).asnumpy()\n",
         levels=NO_TENSOR_FALLBACK),
    Rule("MSG303", "python-module-call-strict",
         "Calling '{func}' of the Python module '{module}' on a graph value is not supported with "
         "jit_syntax_level STRICT or COMPATIBLE: its inputs should be constant.",
         "Use msgraph ops (`ops.*` / Tensor methods), compute the value outside the graph and pass "
         "it in, or use jit_syntax_level LAX to run it as Python when the graph runs.",
         GraphValueError,
         "numpy/math/random run in the Python interpreter: on constants they run while compiling, at "
         "every syntax level (MindSpore 2.10 folds them under STRICT too); on a Tensor variable only "
         "LAX's runtime fallback can run them (MindSpore's STRICT: ValueError, 'the inputs should be "
         "constant').",
         "@ms.jit(fullgraph=True)\ndef f(x):\n    return x * np.sum(x)\n",
         "@ms.jit(fullgraph=True)\ndef f(x):\n    return x * x.sum()\n",
         levels=NO_TENSOR_FALLBACK),
    # MSG4xx: semantic errors found only while compiling (static=False) ---------------------------
    Rule("MSG401", "branch-join", "Cannot join the return values of different branches, perhaps you "
         "need to make them equal.\n{details}",
         "Give the value the same type, dtype and shape in both branches (e.g. cast with "
         "`.astype`, or use `ops.select`).",
         JoinError,
         "After a Tensor `if`, one graph value must stand for the result of either branch, so both "
         "must have one abstract type.",
         "if x.sum() > 0:\n    y = x\nelse:\n    y = 0\n",
         "if x.sum() > 0:\n    y = x\nelse:\n    y = ops.zeros_like(x)\n", static=False),
    Rule("MSG402", "name-in-one-branch",
         "The local variable '{name}' is defined in only one branch of a Tensor condition and used "
         "after it.",
         "Assign '{name}' before the `if` or in every branch, with the same type and shape.",
         GraphUnboundLocalError,
         "Under a Tensor condition both branches become graph code; after the join the name has no "
         "value on the path that did not define it.",
         "if x.sum() > 0:\n    y = x * 2\nreturn y\n",
         "y = x\nif x.sum() > 0:\n    y = x * 2\nreturn y\n", static=False),
    Rule("MSG403", "undefined-name", "The name '{name}' is not defined, or not supported in graph mode.",
         "Define or import '{name}' at module level, or pass it in as an argument.",
         GraphNameError,
         "Names are resolved at compile time against locals, closures, globals and builtins.",
         "def construct(self, x):\n    return x * scale\n",
         "SCALE = 2.0\n\n\ndef construct(self, x):\n    return x * SCALE\n", static=False),
    Rule("MSG404", "missing-attribute", "'{cls}' object has no attribute '{attr}'.",
         "Set `self.{attr}` in `__init__` (after `super().__init__()`), or fix the spelling.",
         GraphAttributeError,
         "Cell attributes are read at compile time from the instance; one that does not exist "
         "cannot become a constant, Parameter or sub-Cell.",
         "def construct(self, x):\n    return self.dense(x)  # never set in __init__\n",
         "def __init__(self):\n    super().__init__()\n    self.dense = nn.Dense(3, 4)\n", static=False),
    Rule("MSG405", "argument-count",
         "The function {func} requires {expected} positional argument(s), but got {got}.",
         "Call it with exactly the parameters `{func}` declares (defaults and *args are honoured).",
         ArgumentError,
         "The graph is specialized on its inputs; arguments are bound to parameters at compile time.",
         "class Net(nn.Cell):\n    def construct(self, x):\n        return x\n\n\nNet()(a, b)\n",
         "Net()(a)\n", static=False),
    Rule("MSG406", "unsupported-python-call",
         "Calling the Python object '{func}' with Tensor arguments is not supported in graph code.",
         "Use msgraph ops or Tensor methods on Tensors; Python/numpy functions only run at compile "
         "time on constants (LAX).",
         GraphTypeError,
         "A Tensor inside a graph has no value at compile time; a Python function cannot be run on "
         "it, and it has no graph op to lower to.",
         "@ms.jit\ndef f(x):\n    return np.exp(x)\n", "@ms.jit\ndef f(x):\n    return ops.exp(x)\n",
         static=False),
    Rule("MSG407", "source-unavailable", "Cannot get the source code of '{func}': {reason}",
         "Define the function in a .py file (not the REPL, `exec` or a C extension), or run it in "
         "PYNATIVE mode.",
         SourceUnavailableError,
         "Graph mode compiles from the Python source text, read with `inspect.getsource`.",
         ">>> exec('def f(x):\\n    return x')\n>>> ms.jit(f)(x)\n",
         "# model.py\ndef f(x):\n    return x\n", static=False),
    Rule("MSG408", "recursion",
         "Recursive call of '{func}' in graph code does not end ({chain}).",
         "A recursion whose depth is decided by Python constants is unrolled while compiling "
         "(`fact(5)` folds); one that stops on a Tensor condition runs as a graph that calls "
         "itself, which needs the same argument shapes and dtypes on every call and a path that "
         "returns without recursing: keep the shapes fixed, or rewrite it as a while loop.",
         CompileError,
         "Graph functions are inlined into their callers (per function and receiver: a Cell "
         "nested in another instance of its class is no recursion); a call that repeats an active "
         "call exactly becomes a call to a graph of its own; a recursion whose argument shapes "
         "change at every level never bottoms out while compiling.",
         "def f(x):\n    if x.sum() > 1:\n        return f(ops.concat((x, x)) / 4)\n    return x\n",
         "def f(x):\n    if x.sum() > 1:\n        return f(x / 2)\n    return x\n",
         static=False),
    Rule("MSG409", "container-growth-under-tensor-flow",
         "The {kind} '{name}' changes length inside a loop or branch controlled by a Tensor; its "
         "length must be known at compile time.",
         "Loop a Python number of times (range(n)) so the loop is unrolled, or preallocate a "
         "Tensor and write into it with item assignment.",
         GraphTypeError,
         "Python lists are compile-time structures; their length cannot depend on a value that is "
         "only known when the graph runs.  (At the LAX level a ``while`` loop or an ``if`` on a Tensor "
         "condition that grows a list or dict runs as Python when the graph runs, as MindSpore 2.10's "
         "dynamic sequences and JIT Fallback do; a ``return``, ``break`` or ``continue`` in it keeps "
         "this error.)",
         "outs = []\nif x.sum() < 10:\n    outs.append(x * 2)\n",
         "outs = [x * 2]\n", static=False),
    Rule("MSG410", "loop-carried-type-change",
         "The value of '{name}' changes from {before} to {after} between iterations of a Tensor "
         "while loop.",
         "Keep every value carried around a Tensor loop the same type, dtype and shape (cast "
         "before the loop).",
         LoopCarryError,
         "A real graph loop has one abstract type per carried value; it cannot change per iteration.",
         "i = 0\nwhile x.sum() < 10:\n    x = ops.concat((x, x))\n",
         "while x.sum() < 10:\n    x = x * 2\n", static=False),
    Rule("MSG411", "unsupported-return-type",
         "Graph code cannot return a value of type '{type}'.",
         "Return Tensors, Python scalars, strings, None, or tuples/lists/dicts of them.",
         GraphTypeError,
         "Results cross the graph boundary as Tensors and plain Python values only.",
         "@ms.jit\ndef f(x):\n    return lambda: x\n", "@ms.jit\ndef f(x):\n    return x\n", static=False),
    Rule("MSG412", "constant-required",
         "{what} requires a compile-time constant, but got a Tensor variable.",
         "Use a Python value or a static shape (`x.shape[0]`) instead of a Tensor's value.",
         GraphTypeError,
         "Shapes, loop trip counts of unrolled loops and similar arguments fix the graph's "
         "structure, so they must be known when compiling.",
         "@ms.jit\ndef f(x, n):\n    return ops.zeros((n,), ms.float32)  # n is a Tensor\n",
         "@ms.jit\ndef f(x):\n    return ops.zeros((x.shape[0],), ms.float32)\n", static=False),
    Rule("MSG413", "attribute-write",
         "Cannot set attribute '{attr}' of {cls} to {what}.",
         "Keep Tensor state in a Parameter (created in `__init__`, updated with `ops.assign` or "
         "`self.p = value`), or return the value; plain attributes may be set to Python constants.",
         CompileError,
         "A plain attribute set in graph code is set while compiling (as MindSpore's fallback sets the "
         "Python attribute); a Tensor value, or a write that depends on a Tensor condition, only exists "
         "when the graph runs.",
         "def construct(self, x):\n    self.last = x * 2\n    return x\n",
         "def construct(self, x):\n    self.calls = self.calls + 1\n    return x * 2\n", static=False),
    Rule("MSG414", "lambda-not-alone",
         _LAMBDA_NOT_ALONE,
         "Assign the lambda to a name on its own line (`f = lambda x: ...`), or use `def`, and pass the name.",
         GraphTypeError,
         "MindSpore's parser finds a lambda's source with `inspect.getsource`, which gives the whole statement "
         "it is written in; the statement must be the lambda alone (`f = lambda x: ...`). This holds for every "
         "lambda Graph mode parses: given to `ms.jit` (both modes), to `ms.grad` / `value_and_grad` / "
         "`GradOperation` / `vmap` / `jvp` in Graph mode, or called by graph code (a Cell attribute, an argument).",
         "grads = ms.grad(lambda x: (x * x).sum())(t)\n",
         "square_sum = lambda x: (x * x).sum()\ngrads = ms.grad(square_sum)(t)\n", static=False),
    # MSG5xx: information (msgraph-check only; never an error) -----------------------------------
    Rule("MSG501", "runtime-fallback",
         "'{func}' runs as Python: on Tensor values the graph calls it when it runs (a PyExecute node, "
         "no gradient through it); on constants it runs while compiling.",
         "Fine in LAX mode (the default). For a graph that is differentiable through this value or "
         "portable to STRICT mode, use msgraph ops (`ops.*`, Tensor methods) instead.",
         GraphTypeError,
         "MindSpore's LAX mode runs Python where a value is not a constant (its runtime fallback); "
         "the compiler makes the same decision (frontend/fallback.py) and STRICT rejects the call "
         "(MSG302, MSG303, MSG406).",
         "@ms.jit\ndef f(x):\n    return np.exp(x)\n", "@ms.jit\ndef f(x):\n    return ops.exp(x)\n",
         levels=frozenset({Level.COMPATIBLE, Level.LAX}), severity="info"),
    Rule("MSG502", "graph-break",
         "{what} is a graph break under jit(capture_mode='bytecode'): this function runs as Python.",
         "Fine: MindSpore's bytecode capture runs what it cannot put in a graph as Python (so does msgraph). "
         "For one compiled graph, rewrite the construct as the 'ast' capture's message says.",
         GraphTypeError,
         "`jit(capture_mode='bytecode')` captures Python bytecode and breaks the graph where the 'ast' parser "
         "would refuse the construct; under `fullgraph=True` a break is MindSpore's Unsupported error, except "
         "for `try`, `with`, generators and lambdas, which it takes whole.",
         "@ms.jit(capture_mode='bytecode')\ndef f(x):\n    try:\n        y = x + 1\n    except ValueError:\n"
         "        y = x\n    return y\n",
         "@ms.jit(capture_mode='bytecode')\ndef f(x):\n    return x + 1\n",
         severity="info"),
)

RULES: Dict[str, Rule] = {rule.code: rule for rule in _RULE_LIST}
assert len(RULES) == len(_RULE_LIST), "duplicate rule code"

#: The allow side of the table: (construct, example body) pairs Graph mode supports.  Each example
#: is a function body (names x, xs, n, flag, args and kwargs are parameters); tests check that none
#: produces a finding at either level, and docs/rules.md lists them.
SUPPORTED: Tuple[Tuple[str, str], ...] = (
    ("raise (also under Tensor conditions)", "if x.sum() < 0:\n    raise ValueError('negative')\n"),
    ("assert", "assert x.ndim == 2, 'need a matrix'\n"),
    ("lambda assigned to a name on its own line", "double = lambda v: v * 2\ny = double(x)\n"),
    ("lambda passed directly as a call argument", "ys = tuple(map(lambda v: v * 2, xs))\n"),
    ("f-strings", "name = f'layer{n}'\nprint(f'x has shape {x.shape}')\n"),
    ("annotated assignment", "y: int = 3\n"),
    ("chained comparisons", "ok = 0 < n <= 4\n"),
    ("item and slice assignment", "x[0] = 1.0\nx[1:, :] = 0.0\n"),
    ("nested functions and closures",
     "def scale(v, k=2):\n    return v * k * n\ny = scale(x)\n"),
    ("default arguments, *args and **kwargs",
     "def g(a, b=1, *rest, c=2, **extra):\n    return a + b + c\ny = g(*args, **kwargs)\n"),
    ("list and dict comprehensions with one for (with if clauses)",
     "ys = [v * 2 for v in xs if v is not None]\nd = {str(i): v for i, v in enumerate(xs)}\n"),
    ("generator expressions with one for (they build a tuple)", "t = tuple(v + 1 for v in xs)\n"),
    ("if/elif/else, while, for, break, continue, return",
     "for v in xs:\n    if v is None:\n        continue\n    elif flag:\n        break\n"
     "while n > 0:\n    n -= 1\nreturn x\n"),
    ("print", "print('x =', x)\n"),
    ("star-unpacking in calls and displays", "y = x.reshape((*x.shape[:-1], 2, -1))\n"),
    ("tuple unpacking and swapping", "a, b = x, n\na, b = b, a\n(c, d), e = (1, 2), 3\n"),
    ("starred assignment targets (the starred name gets a list)", "first, *rest = x.shape\nfor a, *b in xs:\n    pass\n"),
    ("augmented assignment and conditional expressions", "x += 1\ny = x if flag else -x\n"),
    ("dict and tuple displays, string methods", "d = {'a': x, **kwargs}\ns = 'a,b'.split(',')\n"),
    ("tensor methods other than asnumpy/numpy", "y = x.reshape((-1,)).sum()\n"),
)


def iter_rules(*, static: Optional[bool] = None) -> Iterator[Rule]:
    """Rules in code order, optionally only the static (or only the compile-time) ones."""
    for code in sorted(RULES):
        if static is None or RULES[code].static == static:
            yield RULES[code]
