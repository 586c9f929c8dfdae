"""``raise`` in graph code: a compile-time path raises while compiling and ends lowering (as
MindSpore's RaiseConstant); under a Tensor condition it is a run-time raise that ends its branch."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn


def T(a, dtype=np.float32):
    return ms.Tensor(np.asarray(a, dtype))


class Checked(nn.Cell):
    """Code after the check only makes sense when the check passed (self.table[self.mode])."""

    def __init__(self, mode):
        super().__init__()
        self.mode = mode
        self.table = {"a": 2.0}

    def construct(self, x):
        if self.mode not in ("a",):
            raise ValueError(f"mode must be 'a', got {self.mode}")
        return x * self.table[self.mode]


def test_constant_raise_stops_lowering_with_the_users_message():
    with pytest.raises(ValueError, match="mode must be 'a', got b") as info:
        ms.jit(Checked("b").construct)(T([1.0, 2.0]))
    # the note names the user's line
    assert any("raise ValueError" in n for n in getattr(info.value, "__notes__", []))


def test_constant_raise_in_cell_graph_mode():
    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        with pytest.raises(ValueError, match="mode must be"):
            Checked("b")(T([1.0, 2.0]))
        np.testing.assert_allclose(Checked("a")(T([1.0, 2.0])).asnumpy(), [2.0, 4.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_raise_in_called_function_on_constant_path():
    def check(n):
        if n > 2:
            raise TypeError("n too big", n)
        return n

    @ms.jit
    def f(x, n):
        m = check(n)
        return x + ms.ops.ones((7,), ms.float32) if m > 100 else x + m   # (a shape error, were it lowered)

    np.testing.assert_allclose(f(T([1.0]), 1).asnumpy(), [2.0])
    with pytest.raises(TypeError) as info:
        f(T([1.0]), 3)
    # MindSpore 2.10's RaiseConstant: one message, the arguments as a tuple's text (ut_compiler2/raise_constant_text)
    assert info.value.args == ("('n too big', 3)",)


def test_exception_class_without_call_and_constant_assert():
    @ms.jit
    def f(x, n):
        if n == 0:
            raise ZeroDivisionError
        assert n < 5, "n must be small"
        return x / n

    np.testing.assert_allclose(f(T([4.0]), 2).asnumpy(), [2.0])
    with pytest.raises(ZeroDivisionError):
        f(T([4.0]), 0)
    with pytest.raises(AssertionError, match="n must be small"):
        f(T([4.0]), 7)


def test_raise_in_one_branch_of_tensor_if_joins_the_other():
    @ms.jit
    def f(x):
        if x.sum() > 10:
            y = x * 2
            k = 1
        else:
            raise ValueError("too small")
        return y + k

    np.testing.assert_allclose(f(T([10.0, 20.0])).asnumpy(), [21.0, 41.0])
    with pytest.raises(ValueError, match="too small"):
        f(T([1.0, 2.0]))


def test_raise_in_true_branch_then_code_after():
    @ms.jit
    def f(x):
        if x.sum() > 10:
            raise ValueError("too big")
        y = x * 2
        return y

    np.testing.assert_allclose(f(T([1.0, 2.0])).asnumpy(), [2.0, 4.0])
    with pytest.raises(ValueError, match="too big"):
        f(T([10.0, 20.0]))


def test_both_branches_raise():
    @ms.jit
    def f(x):
        if x.sum() > 0:
            y = x + 1
            if x.sum() > 10:
                raise ValueError("big")
            else:
                raise KeyError("small")
            z = y.undefined_method()   # dead: never lowered
        return x

    np.testing.assert_allclose(f(T([-1.0])).asnumpy(), [-1.0])
    with pytest.raises(ValueError, match="big"):
        f(T([20.0]))
    with pytest.raises(KeyError):
        f(T([1.0]))


def test_raise_after_return_under_tensor_condition():
    @ms.jit
    def f(x):
        if x.sum() > 0:
            return x * 3
        raise ValueError("negative")

    np.testing.assert_allclose(f(T([1.0])).asnumpy(), [3.0])
    with pytest.raises(ValueError, match="negative"):
        f(T([-1.0]))


def test_raise_inside_tensor_while():
    @ms.jit
    def f(x):
        i = 0
        while x.sum() < 100:
            x = x * 2
            i += 1
            if i > 5:
                raise RuntimeError("did not converge")
        return x

    np.testing.assert_allclose(f(T([30.0])).asnumpy(), [120.0])
    with pytest.raises(RuntimeError, match="did not converge"):
        f(T([0.5]))


def test_constant_raise_each_call_raises_afresh():
    err = ValueError("kept")

    class Net(nn.Cell):
        def construct(self, x):
            if x.shape[0] == 1:
                raise err
            return x

    f = ms.jit(Net().construct)
    for _ in range(2):
        with pytest.raises(ValueError, match="kept") as info:
            f(T([1.0]))
        assert info.value is not err and len(info.value.__notes__) == 1
