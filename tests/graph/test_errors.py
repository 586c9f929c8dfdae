"""Compile-time errors: MindSpore-catchable classes, stable codes, the user's file:line:col and a hint."""

import numpy as np
import pytest

import msgraph as ms
from msgraph import errors, ops

from graph_equiv import line_of  # noqa: E402

X = ms.Tensor(np.array([1.0, 2.0], np.float32))


def test_try_is_runtime_error_with_code_line_col_and_caret():
    def f(x):
        try:
            y = x + 1.0
        except ValueError:
            y = x
        return y
    with pytest.raises(RuntimeError) as info:
        ms.jit(f)(X)
    err = info.value
    assert isinstance(err, errors.GraphSyntaxError) and isinstance(err, SyntaxError)
    assert err.code == "MSG101"
    assert err.lineno == line_of(f, "try:")
    assert err.offset == 9  # 1-based column of 'try' inside the nested def
    text = str(err)
    assert "Unsupported statement 'Try'." in text and "^^^" in text and "hint:" in text
    assert __file__ in text


def test_branch_join_mismatch_is_type_error():
    def f(x):
        if x.sum() > 0.0 if hasattr(x, "sum") else x[0] > 0.0:
            y = x
        else:
            y = ops.cast(x, ms.int32)
        return y
    with pytest.raises(TypeError, match="Cannot join the return values of different branches"):
        ms.jit(f)(X)


def test_name_defined_in_one_branch_only():
    def f(x):
        if ops.greater(x[0], 0.0):
            y = x * 2.0
        return y
    with pytest.raises(UnboundLocalError) as info:
        ms.jit(f)(X)
    assert "'y'" in str(info.value)
    assert info.value.loc.line == line_of(f, "return y")


def test_undefined_name_is_name_error():
    def f(x):
        return x + not_defined_anywhere  # noqa: F821
    with pytest.raises(NameError, match="not_defined_anywhere"):
        ms.jit(f)(X)


def test_missing_cell_attribute_names_cell_and_attr():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x * self.scale
    with pytest.raises(AttributeError, match="'Net' object has no attribute 'scale'"):
        with ms.context_scope(mode=ms.GRAPH_MODE):
            Net()(X)


def test_wrong_number_of_construct_arguments():
    class Net(ms.nn.Cell):
        def construct(self, x):
            return x
    with pytest.raises(TypeError, match="requires 1 positional argument"):
        with ms.context_scope(mode=ms.GRAPH_MODE):
            Net()(X, X)


def test_source_unavailable_says_why():
    ns = {}
    exec("def g(x):\n    return x * 2.0\n", ns)
    with pytest.raises(errors.SourceUnavailableError, match="interactive session or with exec"):
        ms.jit(ns["g"])(X)


def test_recursion_is_rejected():
    def rec(x):
        return rec(x)
    with pytest.raises(errors.CompileError, match="Recursive call"):
        ms.jit(rec)(X)


def test_numpy_on_tensor_runs_at_run_time_in_lax_and_is_rejected_with_location_in_strict():
    def f(x):
        return np.sin(x)
    np.testing.assert_allclose(ms.jit(f)(X), np.sin(X.asnumpy()), rtol=1e-6)   # a numpy array, as MindSpore returns
    with pytest.raises(ValueError) as info:   # MindSpore 2.10's STRICT: "the inputs should be constant"
        ms.jit(f, fullgraph=True)(X)
    assert info.value.loc.line == line_of(f, "np.sin")


def test_python_on_constants_runs_while_compiling_at_both_levels():
    def f(x):
        k = np.sqrt(16.0)
        return x * k
    assert ms.jit(f)(X).asnumpy().tolist() == [4.0, 8.0]
    # MindSpore 2.10 folds numpy/math on constants under STRICT too (tests/conformance/programs/ut_syntax)
    assert ms.jit(f, fullgraph=True)(X).asnumpy().tolist() == [4.0, 8.0]


def test_runtime_error_points_at_user_line():
    def f(x, y):
        z = x + 1.0
        return ops.matmul(z, y)  # MindSpore 2.10: MatMulExt shape mismatch is a RuntimeError
    with pytest.raises(RuntimeError) as info:
        ms.jit(f)(ms.Tensor(np.ones((2, 3), np.float32)), ms.Tensor(np.ones((2, 3), np.float32)))
    text = str(info.value) + "".join(getattr(info.value, "__notes__", []))
    assert str(line_of(f, "ops.matmul")) in text


def test_failed_compile_leaves_function_usable():
    calls = {"bad": True}

    def f(x, mode):
        if mode == "bad":
            raise ValueError("bad mode")   # (an undefined name would fail every call: MindSpore's parser)
        return x * 2.0
    jf = ms.jit(f)
    with pytest.raises(ValueError):
        jf(X, "bad")
    assert jf(X, "good").asnumpy().tolist() == [2.0, 4.0]
    assert calls


def test_join_error_in_a_print_is_reported_after_the_return_join():
    # MindSpore infers the return value first: ``print(x and y)`` and ``return x and y`` with Tensors
    # of two dtypes report the return; a print alone still reports its own join.
    def both(x, y):
        print(x and y)
        return x and y

    def print_only(x, y):
        print(x and y)
        return x

    a, b = ms.Tensor(np.array([1], np.int64)), ms.Tensor(np.array([1.0], np.float32))
    with pytest.raises(TypeError) as info:
        ms.jit(both)(a, b)
    assert isinstance(info.value, errors.JoinError) and info.value.loc.line == line_of(both, "return x and y")
    with pytest.raises(TypeError) as info:
        ms.jit(print_only)(a, b)
    assert info.value.loc.line == line_of(print_only, "print(x and y)")
