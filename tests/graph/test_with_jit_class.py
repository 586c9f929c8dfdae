"""``with`` on an ms.jit_class instance: __enter__ / body / __exit__, as MindSpore runs it."""
import numpy as np
import pytest

import msgraph as ms
import msgraph.nn as nn
from msgraph import errors


def T(a):
    return ms.Tensor(np.asarray(a, np.float32))


@ms.jit_class
class Scale:
    def __init__(self, k):
        self.k = k

    def __enter__(self):
        return self.k * 2

    def __exit__(self, exc_type, exc_value, tb):
        return False


@ms.jit_class
class Trace:
    def __enter__(self):
        return self

    def __exit__(self, *args):
        print("exit", args[0] is None)


def test_enter_value_bound_and_body_runs_in_cell():
    s = Scale(3)

    class Net(nn.Cell):
        def construct(self, x):
            with s as k:
                y = x * k
            return y + 1

    ms.set_context(mode=ms.GRAPH_MODE)
    try:
        np.testing.assert_allclose(Net()(T([1.0, 2.0])).asnumpy(), [7.0, 13.0])
    finally:
        ms.set_context(mode=ms.PYNATIVE_MODE)


def test_several_items_and_instance_made_in_graph():
    @ms.jit
    def f(x):
        with Scale(5) as a, Scale(1) as b:
            x = x * a + b
        return x

    np.testing.assert_allclose(f(T([1.0, 2.0])).asnumpy(), [12.0, 22.0])


def test_exit_runs_on_early_return_and_break(capfd):
    t = Trace()

    @ms.jit
    def f(x):
        for i in range(3):
            with t:
                if i == 1:
                    break
                x = x + 1
        with t:
            return x * 2

    np.testing.assert_allclose(f(T([1.0])).asnumpy(), [4.0])
    out = capfd.readouterr().out
    assert out.count("exit\n1\n") == 3  # print() in graph code is MindSpore's Print op: a bool prints as 1


def test_plain_object_is_msg108_type_error():
    class Plain:
        def __enter__(self):
            return 2

        def __exit__(self, *a):
            return False

    p = Plain()

    @ms.jit
    def h(x):
        with p as k:
            x = x * k
        return x

    with pytest.raises(TypeError, match="MSG108") as info:
        h(T([1.0]))
    assert isinstance(info.value, errors.MsGraphError)
    assert "with p as k" in str(info.value)


def test_jit_class_instance_from_a_variable_is_a_type_error():
    # MindSpore 2.10: the constructor's arguments must be constants in graph code (adapt39up/jit_class_variable_args)
    @ms.jit_class
    class Box:
        def __init__(self, v):
            self.v = v + 3

    @ms.jit
    def make(x):
        return Box(x).v

    @ms.jit
    def make_const():
        return Box(2).v

    with pytest.raises(TypeError):
        make(ms.Tensor(np.array([1.0], np.float32)))
    assert make_const() == 5
