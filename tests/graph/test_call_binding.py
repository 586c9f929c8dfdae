"""Argument binding of calls in graph code: the problem Python reports first, named, at the user's line.

Graph mode binds arguments at compile time (it inlines the callee), so a call Python rejects must be
rejected with the *same* problem PyNative reports -- an unexpected keyword before a missing
positional, as CPython checks -- and as an ``ArgumentError`` (MSG405, a ``TypeError`` like
PyNative's) carrying the call's file:line:col and caret.  Variants: a user function called from a
jit function, an op's function form, a primitive instance, a Cell, a method, a nested ``def`` and a
``lambda``, and the outermost call of ``ms.jit`` / a Cell in GRAPH_MODE.
"""
import inspect
import os

import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors, ops
from msgraph.frontend.binding import binding_problem, signature_text

from graph_equiv import line_of  # noqa: E402

X = ms.Tensor(np.array([1.0, 2.0], np.float32))


def f_add(x, y):
    return x + y


class AddNet(nn.Cell):
    def construct(self, x, y):
        return x + y


class Helper(nn.Cell):
    def helper(self, x, y):
        return x + y

    def construct(self, x):
        return self.helper(x, z=x)


class Holder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = AddNet()

    def construct(self, x):
        return self.inner(x, z=x)


ADD_NET = AddNet()


def call_user_fn(x):
    return f_add(x, z=x)


def call_op_function(x):
    return ops.add(x, z=x)


def call_primitive(x):
    return ops.Add()(x, z=x)


def call_cell(x):
    return ADD_NET(x, z=x)


def call_nested_def(x):
    def g(a, b):
        return a + b
    return g(x, z=x)


def call_lambda(x):
    g = lambda a, b: a + b  # noqa: E731
    return g(x, z=x)


# (jit function, text of the bad call, name the message gives the callee)
IN_GRAPH = [(call_user_fn, "f_add(x, z=x)", "f_add"), (call_op_function, "ops.add(x, z=x)", "add"),
            (call_primitive, "ops.Add()(x, z=x)", "Add"), (call_cell, "ADD_NET(x, z=x)", "AddNet.construct"),
            (call_nested_def, "g(x, z=x)", "g"), (call_lambda, "g(x, z=x)", "<lambda>")]


def pynative_error(fn, *args, **kwargs):
    with ms.context_scope(mode=ms.PYNATIVE_MODE):
        with pytest.raises(Exception) as info:
            fn(*args, **kwargs)
    return info.value


@pytest.mark.parametrize("fn,text,name", IN_GRAPH, ids=[c[0].__name__ for c in IN_GRAPH])
def test_unknown_keyword_is_named_at_the_call_line(fn, text, name):
    pn = pynative_error(fn, X)
    assert type(pn) is TypeError and "unexpected keyword argument 'z'" in str(pn)
    with pytest.raises(errors.ArgumentError) as info:
        ms.jit(fn)(X)
    err = info.value
    # the same exception class as PyNative (ArgumentError is a TypeError), the same problem first
    assert isinstance(err, type(pn)) and err.code == "MSG405"
    assert f"{name}() got an unexpected keyword argument 'z'" in str(err), str(err)
    assert "positional argument" not in str(err)
    # the user's line, column and caret
    assert err.loc.line == line_of(fn, text) and os.path.samefile(err.loc.filename, __file__)
    assert err.loc.col == inspect.getsource(fn).splitlines()[err.loc.line - line_of(fn, "def ")].index(text)
    assert f"{err.loc.filename}:{err.loc.line}:{err.loc.col + 1}" in str(err) and "^" in str(err)
    # the compile failed cleanly: a good call of the same callee still works
    double = lambda x: x * 2.0
    assert ms.jit(double)(X).asnumpy().tolist() == [2.0, 4.0]


@pytest.mark.parametrize("cell_cls,text,name", [(Helper, "self.helper(x, z=x)", "Helper.helper"),
                                                (Holder, "self.inner(x, z=x)", "AddNet.construct")],
                         ids=["method", "sub-cell"])
def test_unknown_keyword_in_construct(cell_cls, text, name):
    pn = pynative_error(cell_cls(), X)
    assert type(pn) is TypeError and "'z'" in str(pn)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        with pytest.raises(errors.ArgumentError) as info:
            cell_cls()(X)
    err = info.value
    assert isinstance(err, type(pn))
    assert f"{name}() got an unexpected keyword argument 'z'" in str(err), str(err)
    assert err.loc.line == line_of(cell_cls.construct, text)
    assert "`" + name + "` takes (x, y)" in err.hint  # the bound self is not shown


def test_outermost_calls_name_the_keyword():
    """ms.jit(f)(x, z=...) and a GRAPH_MODE Cell called with a bad keyword: located at the def."""
    with pytest.raises(errors.ArgumentError, match="f_add\\(\\) got an unexpected keyword argument 'z'") as info:
        ms.jit(f_add)(X, z=X)
    assert info.value.loc.line == line_of(f_add, "def f_add")
    with ms.context_scope(mode=ms.GRAPH_MODE):
        with pytest.raises(TypeError, match="AddNet.construct\\(\\) got an unexpected keyword argument 'z'"):
            AddNet()(X, z=X)
        assert AddNet()(X, y=X).asnumpy().tolist() == [2.0, 4.0]
    assert ms.jit(f_add)(X, y=X).asnumpy().tolist() == [2.0, 4.0]


def fn_multiple_values(x):
    return f_add(x, x=x)


def fn_too_many_and_keyword(x):
    return f_add(x, x, x, z=x)


def fn_missing(x):
    return f_add(x)


def fn_missing_kwonly(x):
    def g(a, *, k):
        return a + k
    return g(x)


def fn_posonly_as_keyword(x):
    def g(a, /, b):
        return a + b
    return g(a=x, b=x)


def fn_op_too_many(x):
    return ops.exp(x, x)


@pytest.mark.parametrize("fn,fragment", [
    (fn_multiple_values, "f_add() got multiple values for argument 'x'"),
    (fn_too_many_and_keyword, "f_add() got an unexpected keyword argument 'z'"),
    (fn_missing, "requires 2 positional argument(s), but got 1 (missing 1 required positional argument: 'y')"),
    (fn_missing_kwonly, "g() missing 1 required keyword-only argument: 'k'"),
    (fn_posonly_as_keyword, "g() got some positional-only arguments passed as keyword arguments: 'a'"),
    (fn_op_too_many, "The function exp requires 1 positional argument(s), but got 2"),
], ids=lambda v: getattr(v, "__name__", "msg"))
def test_other_binding_problems_match_pynative(fn, fragment):
    pn = pynative_error(fn, X)
    assert type(pn) is TypeError
    with pytest.raises(errors.ArgumentError) as info:
        ms.jit(fn)(X)
    assert isinstance(info.value, type(pn)) and fragment in str(info.value), str(info.value)
    assert info.value.loc is not None and info.value.loc.func == fn.__name__


def test_valid_calls_still_bind():
    def inner(a, b=2.0, *rest, k=3.0, **kw):
        return a * b + k + len(rest) + len(kw)

    def f(x):
        g = lambda a, *, k=10.0: a + k  # noqa: E731  (a keyword-only default of a lambda)

        def h(a, /, **kw):
            return a + kw["a"]          # a positional-only name collected by **kw
        return (inner(x), inner(x, 1.0, 0.0, 0.0, k=0.0, extra=1), g(x), g(x, k=1.0), h(x, a=x),
                ops.add(x, other=x), AddNet()(x, y=x))
    for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
        with ms.context_scope(mode=mode):
            out = ms.jit(f)(X) if mode == ms.GRAPH_MODE else f(X)
        got = [o.asnumpy().tolist() for o in out]
        assert got == [[5.0, 7.0], [4.0, 5.0], [11.0, 12.0], [2.0, 3.0], [2.0, 4.0], [2.0, 4.0], [2.0, 4.0]]


# ---------------------------------------------------------------------------------------
# JIT fallback: Python run at compile time
# ---------------------------------------------------------------------------------------
def fb_bad_attr(x):
    return ops.ReduceMax(keep_dims=True, foo=1)(x)


def fb_bad_dtype(x):
    return x + ms.Tensor([1.0, 2.0], dtype="float99")


def fb_bad_keyword(x):
    return x + ms.Tensor([1.0, 2.0], dtyp=ms.float32)


@pytest.mark.parametrize("fn,text,fragment", [
    (fb_bad_attr, "ops.ReduceMax(", "unexpected attribute 'foo'"),
    (fb_bad_dtype, "ms.Tensor(", "'float99' is not a valid dtype"),
    (fb_bad_keyword, "ms.Tensor(", "Tensor() got an unexpected keyword argument 'dtyp'"),
], ids=["primitive-attribute", "tensor-dtype", "tensor-keyword"])
def test_fallback_errors_keep_class_and_gain_the_user_line(fn, text, fragment):
    pn = pynative_error(fn, X)
    with pytest.raises(TypeError) as info:
        ms.jit(fn)(X)
    err = info.value
    assert isinstance(err, type(pn)) and isinstance(err, errors.MsGraphError)
    assert fragment in str(err), str(err)
    assert err.loc is not None and err.loc.line == line_of(fn, text)
    assert f"In file {err.loc.filename}:{err.loc.line}:" in str(err)


def test_fallback_other_errors_are_still_compile_errors():
    def f(x):
        return x + int("not a number")
    with pytest.raises(errors.CompileError, match="raised ValueError while running at compile time") as info:
        ms.jit(f)(X)
    assert info.value.loc.line == line_of(f, 'int("not a number")')


# ---------------------------------------------------------------------------------------
# binding_problem against CPython itself
# ---------------------------------------------------------------------------------------
def _s1(a, b): pass
def _s2(a, b=1, *args, k, m=2, **kw): pass
def _s3(a, /, b, *, k=1): pass
def _s4(a, b, c): pass
def _s5(*args, **kw): pass


@pytest.mark.parametrize("fn,args,kwargs", [
    (_s1, (1,), {"z": 1}), (_s1, (1, 2, 3), {"z": 1}), (_s1, (1,), {"a": 1}), (_s1, (), {}),
    (_s1, (1, 2, 3), {}), (_s1, (), {"b": 1, "a": 2, "z": 3}), (_s2, (1,), {}), (_s2, (), {"k": 1}),
    (_s2, (1, 2, 3), {"k": 1, "b": 2}), (_s3, (), {"a": 1, "b": 2}), (_s3, (1,), {}), (_s3, (1, 2), {"q": 1}),
    (_s4, (), {}), (_s4, (1,), {}), (_s4, (1, 2, 3, 4), {}), (_s5, (1, 2), {"z": 1}), (_s1, (1, 2), {}),
])
def test_binding_problem_reports_what_python_reports(fn, args, kwargs):
    try:
        fn(*args, **kwargs)
        python = None
    except TypeError as exc:
        python = str(exc).split("() ", 1)[1]
    problem = binding_problem(inspect.signature(fn), args, kwargs)
    if python is None:
        assert problem is None
    elif problem.kind == "keyword" or problem.detail.startswith("missing"):
        assert problem.detail == python
    else:
        assert problem.kind == "count" and "positional argument" in python and "were given" in python


def test_signature_text():
    assert signature_text(inspect.signature(_s2)) == "(a, b=..., *args, k, m=..., **kw)"
    assert signature_text(inspect.signature(_s3)) == "(a, /, b, *, k=...)"
    assert signature_text(inspect.signature(Helper.helper), n_self=1) == "(x, y)"
