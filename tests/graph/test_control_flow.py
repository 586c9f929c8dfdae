"""PyNative-vs-Graph equivalence over small programs: control flow of every kind."""
import numpy as np
import pytest

import msgraph as ms
from msgraph import ops

from graph_equiv import check_equiv

T = lambda *v, dt=np.float32: ms.Tensor(np.array(v, dt))  # noqa: E731


def test_constant_if_and_unrolled_for():
    def f(x, n):
        for i in range(n):
            if i % 2 == 0:
                x = x + i
            else:
                x = x * 2.0
        return x
    check_equiv(f, T(1.0, 2.0), 4)


def test_tensor_if_joins_names():
    def f(x):
        if ops.greater(x, 0.0):
            y = x * 2.0
        else:
            y = x - 1.0
        return y
    for v in (3.0, -3.0):
        check_equiv(f, ms.Tensor(np.float32(v)))


def test_elif_chain_on_tensors():
    def f(x):
        if x > 10.0:
            r = x - 10.0
        elif x > 5.0:
            r = x - 5.0
        else:
            r = x
        return r
    for v in (12.0, 7.0, 1.0):
        check_equiv(f, ms.Tensor(np.float32(v)))


def test_early_return_under_tensor_condition():
    def f(x):
        if x > 0.0:
            return x * 3.0
        y = x + 1.0
        return y * 2.0
    for v in (2.0, -2.0):
        check_equiv(f, ms.Tensor(np.float32(v)))


def test_tensor_while_loop():
    def f(x):
        while x < 100.0:
            x = x * 1.5 + 0.25
        return x
    check_equiv(f, ms.Tensor(np.float32(0.5)))


def test_while_with_counter_and_break():
    def f(x):
        i = 0
        while x < 1000.0:
            x = x * 2.0
            i = i + 1
            if x > 50.0:
                break
        return x, i
    check_equiv(f, ms.Tensor(np.float32(1.0)))


def test_while_with_continue():
    def f(x, y):
        while x < 10.0:
            x = x + 1.0
            if x > 5.0:
                continue
            y = y + x
        return x, y
    check_equiv(f, ms.Tensor(np.float32(0.0)), ms.Tensor(np.float32(0.0)))


def test_nested_loops_and_break_in_unrolled_loop():
    def f(x):
        for i in range(4):
            for j in range(3):
                if j == 2:
                    break
                x = x + i * j
            if i == 2:
                continue
            x = x * 1.5
        return x
    check_equiv(f, T(1.0, 2.0, 3.0))


def test_for_over_tuple_zip_enumerate_dict():
    def f(x, ws):
        out = x
        for k, w in enumerate(ws):
            out = out + w * k
        for a, b in zip(ws, (1.0, 2.0)):
            out = out - a * b
        d = {"a": 1.0, "b": 2.0}
        for key in d:
            out = out + d[key]
        return out
    check_equiv(f, T(1.0, 2.0), (T(0.5, 0.5), T(1.0, 3.0)))


def test_for_over_tensor_rows():
    def f(x):
        s = x[0] * 0.0
        for row in x:
            s = s + row
        return s
    check_equiv(f, ms.Tensor(np.arange(6, dtype=np.float32).reshape(3, 2)))


def test_break_inside_tensor_if_in_unrolled_loop():
    def f(x):
        for i in range(5):
            if x > 20.0:
                break
            x = x * 3.0
        return x
    for v in (1.0, 30.0):
        check_equiv(f, ms.Tensor(np.float32(v)))


def test_and_or_mixing_tensors_and_bools():
    def f(x, flag):
        if flag and x > 0.0:
            y = x + 1.0
        else:
            y = x - 1.0
        if flag or x > 100.0:
            y = y * 2.0
        return y
    for v in (1.0, -1.0):
        for flag in (True, False):
            check_equiv(f, ms.Tensor(np.float32(v)), flag)


def test_tensor_and_python_constant_does_not_join():
    # MindSpore 2.10: ``t and c`` is ``c if t else t``, whose two results must join; a Python
    # constant never joins a Tensor, even in an ``if`` test (a TypeError while compiling)
    @ms.jit
    def f(x, flag):
        if x > 0.0 and flag:
            return x + 1.0
        return x - 1.0

    with pytest.raises(TypeError, match="Cannot join the return values of different branches"):
        f(ms.Tensor(np.float32(1.0)), True)


def test_ifexp_and_chained_compare():
    def f(x):
        y = x * 2.0 if x > 1.0 else x * 3.0
        z = 0.0 < x < 5.0
        return y, z
    for v in (0.5, 3.0, 7.0):
        check_equiv(f, ms.Tensor(np.float32(v)))


def test_closures_nested_functions_defaults_varargs():
    scale = 3.0

    def helper(a, b=2.0, *rest, **kw):
        r = a * b * scale
        for v in rest:
            r = r + v
        return r + kw.get("bias", 0.0)

    def f(x):
        def inner(y):
            return y - scale
        g = lambda t: t * 0.5  # noqa: E731
        return inner(helper(x, 1.0, 2.0, 3.0, bias=1.0)) + g(x)

    check_equiv(f, T(1.0, 2.0))


def test_containers_unpacking_slicing_comprehension():
    def f(x):
        a, b = x, (x + 1.0, x + 2.0)
        lst = [v * 2.0 for v in b]
        d = {"k": lst[0], "j": lst[-1]}
        return d["k"] + d["j"] + a, len(lst), x[1:], x[::-1], (x[0],)
    check_equiv(f, T(1.0, 2.0, 3.0))


def test_python_scalars_come_back_as_python_values():
    def f(x, n):
        return x * n, n * 2, "tag", None, [n, 1.5]
    check_equiv(f, T(1.0, 2.0), 3)


def test_print_runs_every_call_in_both_modes(capsys):
    def f(x):
        print("value:", x)
        return x + 1.0
    x = T(1.0, 2.0)
    f(x)
    eager = capsys.readouterr().out
    jf = ms.jit(f)
    jf(x)
    jf(x)
    graph = capsys.readouterr().out
    assert eager == "value: [1. 2.]\n"
    # in a graph print() is MindSpore's Print op: each argument on its own line, Tensors in its form
    assert graph == "value:\nTensor(shape=[2], dtype=Float32, value=[ 1.00000000e+00  2.00000000e+00])\n" * 2


def test_raise_and_assert_under_tensor_condition():
    def f(x):
        if x < 0.0:
            raise ValueError("negative input")
        assert x < 100.0, "too big"
        return x * 2.0
    jf = ms.jit(f)
    assert float(jf(ms.Tensor(np.float32(2.0)))) == 4.0
    with pytest.raises(ValueError, match="negative input"):
        jf(ms.Tensor(np.float32(-1.0)))
    with pytest.raises(AssertionError, match="too big"):
        jf(ms.Tensor(np.float32(500.0)))


def test_for_over_range_with_tensor_bound_is_a_type_error():
    # MindSpore 2.10's make_range takes int scalars only: a Tensor bound is a TypeError in graph code
    # (recorded: st_fallback4/range_tensor_bound); PyNative runs Python's range (Tensor.__index__).
    def f(x, n):
        s = x * 0.0
        for i in range(n):
            s = s + x * i
        return s
    x = T(1.0, 2.0)
    np.testing.assert_allclose(f(x, ms.Tensor(np.int64(3))).asnumpy(), [3.0, 6.0])
    with pytest.raises(TypeError, match="the 0th input should be a int scalar"):
        ms.jit(f)(x, ms.Tensor(np.int64(3)))


def test_cell_attribute_change_recompiles_like_pynative():
    import msgraph.nn as nn

    class Scale(nn.Cell):
        def __init__(self):
            super().__init__()
            self.k = 2.0

        def construct(self, x):
            return x * self.k

    net = Scale()
    x = T(1.0, 2.0)
    with ms.context_scope(mode=ms.GRAPH_MODE):
        assert net(x).asnumpy().tolist() == [2.0, 4.0]
        net.k = 3.0
        assert net(x).asnumpy().tolist() == [3.0, 6.0]


def test_fuzzer_known_issues_are_fixed():
    """The three forms msgraph.testing.fuzz_gen.KNOWN_ISSUES used to avoid."""
    import msgraph.nn as nn

    def zeros_counter(x):
        i = ops.zeros((), ms.float32)
        while i < 50.0:
            x = x * 1.01
            i = i + 1.0
        c = True
        while c:
            x = x + 1.0
            c = x.sum() < 200.0
        return x, i

    def loop_block_temp(x):
        for _ in range(3):
            if x.sum() > 0:
                z = x * 2.0  # noqa: F841  (first assigned in one branch, every iteration)
            x = x + 1.0
        return x

    class NestedIfParam(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = ms.Parameter(ms.Tensor(np.array([2.0, 3.0], np.float32)), name="w")

        def construct(self, x):
            if x.sum() > 10.0:
                y = x
            elif x.sum() > 0.0:
                y = x * self.w
            else:
                y = x - 1.0
            return y

    x = T(1.0, 2.0)
    check_equiv(zeros_counter, x)
    check_equiv(loop_block_temp, x)
    net = NestedIfParam()
    for scale in (1.0, -1.0, 10.0):
        call_net = lambda a: net(a)
        check_equiv(call_net, x * scale)


def test_nested_while_where_an_inner_loop_changes_a_rank():
    # z: 0-d before the loops, shape (1,) inside (``z = c``): the middle loop's first iteration is
    # peeled, z joins two ranks when the graph runs; the outer loop does not carry it (it used to
    # peel itself until the depth limit).
    def f(x, y, z, c2, c):
        out = c
        while x < 2 * c2:
            y = c
            x = x + 1
            while y < c2:
                z = c
                while z < c2:
                    z = z + 1
                y = y + 1
                out = out + z
            out = out + y
        return out + x
    i32 = lambda v: ms.Tensor(np.array(v, np.int32))  # noqa: E731
    check_equiv(f, i32(2), i32(14), i32(1), ms.Tensor(np.array([4], np.int32)), ms.Tensor(np.array([0], np.int32)))


def test_while_condition_of_one_element_any_rank():
    # MindSpore 2.10 takes a one-element Tensor of any rank as a while condition in both modes (its graph-mode if
    # refuses (1, 1)): adapt40ctl/while_cond_one_element
    def f(x, y):
        out = x
        while out < 3.0:
            out = out + y
        return out
    check_equiv(f, ms.Tensor(np.array([[1.0]], np.float32)), ms.Tensor(np.float32(2.0)))
    check_equiv(f, ms.Tensor(np.array([[[5.0]]], np.float32)), ms.Tensor(np.float32(2.0)))


def test_augassign_after_rank_join():
    # out is x (shape (1,)) or y (shape ()) after a Tensor if: its ``+=`` runs on the joined value
    # (adapt40ctl/rank_join_augassign)
    def f(x, y):
        if x > 0:
            out = x
        else:
            out = y
        out += 1
        return out
    check_equiv(f, ms.Tensor(np.array([2], np.int32)), ms.Tensor(np.int32(7)))
    check_equiv(f, ms.Tensor(np.array([-2], np.int32)), ms.Tensor(np.int32(7)))


def test_jit_class_attribute_written_under_a_tensor_condition():
    # MindSpore 2.10 computes these (recorded: adapt42gs/jit_class_attr_tensor_loop): the attribute is a local in the
    # loop / branch and the object holds the last value after the call
    @ms.jit_class
    class Acc:
        def __init__(self):
            self.total = 0
            self.scale = 2.0

    a = Acc()

    @ms.jit
    def f(x):
        a.total = x
        while a.total.sum() < 20:
            a.total = a.total * a.scale
        if a.total[0] > 3:
            a.total = a.total + 1
        return a.total

    out = f(T(1.0, 2.0, 3.0))
    assert out.asnumpy().tolist() == [5.0, 9.0, 13.0] and a.total.asnumpy().tolist() == [5.0, 9.0, 13.0]
