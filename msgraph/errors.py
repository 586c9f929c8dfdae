"""The msgraph exception tree and source locations.

Every error msgraph raises derives from :class:`MsGraphError` *and* from the
built-in class MindSpore raises for the same situation, so code written for
MindSpore (``except RuntimeError``) keeps working.
"""
from __future__ import annotations

import dataclasses
import linecache
from typing import Optional


@dataclasses.dataclass(frozen=True)
class SourceLoc:
    """A position in user source: file, 1-based line, 0-based column."""

    filename: str
    line: int
    col: int = 0
    end_col: Optional[int] = None
    func: str = ""

    def __str__(self) -> str:
        return f"{self.filename}:{self.line}:{self.col + 1}"

    def source_line(self) -> str:
        """The text of the line (without newline), or '' when unavailable."""
        return linecache.getline(self.filename, self.line).rstrip("\n")

    def render(self) -> str:
        """'file:line:col' plus the source line and a caret under the column."""
        text = self.source_line()
        # file:line:col, as compilers print it (and as MindSpore's "In file path.py:29" that its tests search)
        out = f"  In file {self.filename}:{self.line}:{self.col + 1}"
        if self.func:
            out += f", in {self.func}"
        if text:
            stripped = text.lstrip()
            indent = len(text) - len(stripped)
            caret_col = max(self.col - indent, 0)
            width = 1
            if self.end_col is not None and self.end_col > self.col:
                width = min(self.end_col - self.col, max(len(stripped) - caret_col, 1))
            out += f"\n    {stripped}\n    {' ' * caret_col}{'^' * width}"
        return out


def format_error(message: str, loc: Optional[SourceLoc] = None, hint: str = "") -> str:
    """Compose the standard user-facing message: what, where (with caret), what to do."""
    parts = [message]
    if loc is not None:
        parts.append(loc.render())
    if hint:
        parts.append(f"  hint: {hint}")
    return "\n".join(parts)


class MsGraphError(Exception):
    """Base class of every error msgraph raises on purpose."""

    def __init__(self, message: str = "", loc: Optional[SourceLoc] = None, hint: str = ""):
        self.raw_message = message
        self.loc = loc
        self.hint = hint
        super().__init__(format_error(message, loc, hint))

    def __repr__(self) -> str:
        # the message alone (the location lines hold double quotes, which made repr escape every quote):
        # pytest's ``str(excinfo)`` shows this text, and MindSpore's tests search it -- for the message and for
        # the class MindSpore raises (``assert "ValueError" in str(err)``): the first built-in base's name
        base = next((c for c in type(self).__mro__ if c.__module__ == "builtins" and c not in (Exception, BaseException, object)),
                    type(self))
        return f"{base.__name__}({self.raw_message!r})"

    def with_loc(self, loc: Optional[SourceLoc]):
        """This error, located at ``loc`` (an existing location is kept)."""
        if self.loc is not None or loc is None:
            return self
        # Re-initialise in place (some built-in bases, e.g. MemoryError, cannot be copied safely).
        MsGraphError.__init__(self, self.raw_message, loc, self.hint)
        return self


class OpError(MsGraphError, ValueError):
    """An operator got inputs it cannot accept (shapes, values)."""


class ShapeError(OpError):
    """Shapes that do not fit the op's rule (MindSpore raises ValueError)."""


class KernelValueError(ShapeError):
    """A value check an op's CPU kernel makes when it runs (indices out of range, unsorted ids...).
    MindSpore 2.10 raises ValueError in PyNative mode and the first time a compiled graph's kernel
    fails, and a RuntimeError each later time the same graph fails (its runtime wraps the kernel's
    error then): ``runtime/executable.py`` re-raises this error as an :class:`OpRuntimeError` there."""


class OpIndexError(MsGraphError, IndexError):
    """An op's argument reaches past its input's rank where MindSpore 2.10's Python front end reads
    ``input.shape[axis]`` and raises Python's IndexError (slice_scatter / select_scatter of a 0-d input)."""


class OpRuntimeError(MsGraphError, RuntimeError):
    """Inputs an op cannot accept where MindSpore 2.10's C++ shape inference or kernel raises a
    RuntimeError rather than a ValueError (``ops.matmul``'s MatMulExt shapes, Conv2D channels...).
    Not a ShapeError: the conformance harness classifies an error by its first builtin base."""


class DTypeError(MsGraphError, TypeError):
    """A dtype the op does not accept (MindSpore raises TypeError)."""


class ArgumentError(MsGraphError, TypeError):
    """Wrong number or kind of arguments to a function, Cell or op."""


class ContextError(MsGraphError, ValueError):
    """Unknown context key or value."""


class UnsupportedDeviceError(ContextError, RuntimeError):
    """A device target this process cannot run (MindSpore raises RuntimeError)."""


class GradError(MsGraphError, ValueError):
    """A gradient cannot be taken as asked (non-scalar output without sens...)."""


class BpropError(MsGraphError, TypeError):
    """A missing or malformed bprop rule."""


class BpropOutputError(MsGraphError, RuntimeError):
    """A bprop returned fewer gradients than its primal function has inputs (MindSpore: RuntimeError)."""


class GraphBreak(RuntimeError):
    """Internal: a ``jit(capture_mode='bytecode', fullgraph=True)`` function met a construct at which MindSpore's
    bytecode capture breaks the graph; the jit wrapper raises ``Unsupported`` with this message (MindSpore's
    "Reason: ...\n\nFrom user code:\nIn file F:L\n    <line>")."""


class OuterWriteBreak(GraphBreak):
    """Internal: bytecode-captured graph code wrote a list or dict it did not get as an argument (a module global,
    a closure cell, a Cell attribute); the jit wrapper runs the function as Python at every call, ``fullgraph=True``
    too (MindSpore 2.10's bytecode capture does those writes inside its graph: no ``Unsupported``)."""


class CompileError(MsGraphError, RuntimeError):
    """Graph compilation failed for a reason other than syntax."""


_RAISED_AT_COMPILE: dict = {}


def compile_error_class(raised: type) -> type:
    """The CompileError to raise when Python code run at compile time (JIT fallback on constants:
    ``[1, 2].pop(5)``, ``int('x')``, ``getattr(obj, 'missing')``) raised ``raised``: a subclass of
    both CompileError and ``raised``'s built-in class, so ``except IndexError`` / ``pytest.raises(
    TypeError)`` see the class MindSpore raises (it re-raises the Python exception), and the message
    still names the user's line.  Classes whose layout cannot be mixed in give a plain CompileError."""
    base = next((c for c in raised.__mro__ if c.__module__ == "builtins"), Exception)
    if base in (Exception, BaseException, RuntimeError) or not issubclass(base, Exception):
        return CompileError
    cls = _RAISED_AT_COMPILE.get(base)
    if cls is None:
        try:
            cls = type(f"CompileTime{base.__name__}", (CompileError, base), {"__module__": __name__})
            str(cls("probe"))
        except TypeError:   # instance lay-out conflict, or a constructor needing more (UnicodeDecodeError)
            cls = CompileError
        _RAISED_AT_COMPILE[base] = cls
    return cls


class GraphSyntaxError(SyntaxError, MsGraphError):
    """Source uses syntax outside the static-graph subset.

    Subclasses mix in the built-in class MindSpore raises (RuntimeError,
    TypeError) so ``except RuntimeError`` keeps catching them.
    """

    def __init__(self, message: str = "", loc: Optional[SourceLoc] = None, hint: str = "",
                 code: str = ""):
        self.code = code
        head = f"{code} {message}" if code else message
        MsGraphError.__init__(self, head, loc, hint)
        self.msg = self.args[0]
        if loc is not None:
            self.filename = loc.filename
            self.lineno = loc.line
            self.offset = loc.col + 1
            self.text = loc.source_line()
            self.end_lineno = loc.line
            self.end_offset = (loc.end_col + 1) if loc.end_col is not None else None

    def __str__(self) -> str:  # SyntaxError.__str__ would drop our caret block
        return self.msg


class UnsupportedSyntaxError(GraphSyntaxError, RuntimeError):
    """A statement/expression Graph mode does not support (MindSpore: RuntimeError)."""


class GraphSyntaxTypeError(GraphSyntaxError, TypeError):
    """Syntax MindSpore rejects with a TypeError (e.g. complex literals)."""


class GraphTypeError(MsGraphError, TypeError):
    """Type errors found while compiling: branch joins, bad operand kinds."""


class LoopCarryError(GraphTypeError, ValueError, RuntimeError):
    """A value carried around a Tensor loop changes type or shape (MindSpore reports it as a
    ValueError or a RuntimeError depending on the case; all three built-in classes catch it)."""


class JoinError(GraphTypeError):
    """Values from two branches of a Tensor ``if`` cannot be joined."""


class GraphNameError(MsGraphError, NameError):
    """A name is not defined in graph code."""


class GraphUnboundLocalError(GraphNameError, UnboundLocalError):
    """A name defined in one branch only is used after the branch."""


class GraphAttributeError(MsGraphError, AttributeError):
    """Missing attribute on a Cell or object used in graph code."""


class SourceUnavailableError(CompileError):
    """The source text of a function could not be read (REPL, exec, C function)."""


class UnexpectedKeywordError(ArgumentError, RuntimeError):
    """A graph call passes a keyword its callee lacks: Python's TypeError, and MindSpore's RuntimeError ("Got an
    unexpected keyword argument") in Graph mode."""


class ArgumentCountRuntimeError(ArgumentError, RuntimeError):
    """A graph call with too few / too many positional arguments where MindSpore's generic binder reports it: a
    callee with ``*args`` / ``**kwargs`` (entry or inner call), or an inner callee with defaults or keyword-only
    parameters -- its RuntimeError ("Miss argument input for parameter:x"); also a TypeError, as Python's."""


class TypeNameError(MsGraphError, RuntimeError):
    """``MultitypeFuncGraph.register("Foo")``: a type name MindSpore 2.10 does not know ("Unsupported type name: Foo!",
    its RuntimeError; adapt38cc)."""


class SignatureError(ArgumentError):
    """A call does not match the jit ``input_signature``."""


class GraphRuntimeError(MsGraphError, RuntimeError):
    """A failure while running a compiled graph, located at the user's line."""


class GraphIndexError(MsGraphError, IndexError):
    """An index out of range found while compiling graph code (MindSpore's TupleGetItem evaluator)."""


class TensorMemoryError(MsGraphError, MemoryError):
    """A shape too large to allocate, detected before allocating."""


class AmbiguousTruthError(MsGraphError, ValueError, TypeError):
    """A Tensor of several elements used as a Python bool or number in graph code: Python's (numpy's) ValueError, and
    MindSpore 2.10's ValueError while compiling -- but its TypeError where the same code becomes a sequence op
    (``lst.count(x)``, ``lst.index(x)``: SequenceCount's kernel refuses the dtypes), so both."""


class NotCallableError(CompileError, TypeError, ValueError):
    """A call of something not callable in graph code (``n(1)`` with ``n`` an int): Python's TypeError, MindSpore
    2.10's ValueError ("The object is not callable"), msgraph's earlier RuntimeError."""


class EmptySequenceIndexError(MsGraphError, IndexError, ValueError):
    """An index into an empty list or tuple in graph code: Python's IndexError, MindSpore 2.10's ValueError
    ("cannot get item by index from an empty sequence", "Can not setitem for an empty sequence")."""


class UnpackCountError(CompileError, ValueError, IndexError):
    """``a, b = seq`` with another number of values in graph code: Python's ValueError, MindSpore 2.10's IndexError
    (too few values: "TupleGetItem evaluator index should be in range"), msgraph's earlier RuntimeError."""


class GraphKeyError(MsGraphError, KeyError, ValueError):
    """A dict key missing in graph code: Python's KeyError, and MindSpore 2.10's ValueError ("The key ... does not
    exist in the dict")."""

    def __str__(self) -> str:   # (KeyError's str() is the repr of its argument)
        return MsGraphError.__str__(self)


class ScalarZeroDivisionError(MsGraphError, ValueError, ZeroDivisionError):
    """A Python number known only when the graph runs (``ms.mutable(0)``) divides a number: MindSpore 2.10's
    scalar ops raise ValueError ("The divisor could not be zero..."), its Cells' fallback sometimes Python's
    ZeroDivisionError; this error is both."""


class GraphValueError(MsGraphError, ValueError):
    """Graph code does something MindSpore rejects with a ValueError (setting a Parameter's attribute)."""


def check_isinstance(arg_name: str, arg_value: object, classes: object) -> object:
    """MindSpore's ``Validator.check_isinstance`` (``mindspore._checkparam``): a ValueError naming the classes."""
    if not isinstance(arg_value, classes):  # type: ignore[arg-type]
        raise ValueError(f"The parameter '{arg_name}' must be isinstance of {classes}, but got {arg_value}.")
    return arg_value

